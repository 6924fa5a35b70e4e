import { balancesSchema, offerSchema, rewardSchema, statementMovementSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { readCompTypes, readPlayerComps } from './cms-comp-messages';
import {
  readCompHistory,
  readGamingProfile,
  readPlayerBalances,
  readPlayerCards,
  readPlayerProfile,
} from './cms-messages';
import { balancesFromCms, offerFromCompType, rewardFromComp } from './cms-to-contracts';
import { movementsFromHistory, winLossFromRatings } from './cms-to-statements';
import { answer, el, type Fields, text } from './cms-xml.test-helpers';
import { parseCmsAnswer } from './cms-xml-parser';
import { createRandom } from '@patron/cms-simulator';

// A property test with its own seeded generator (a fixed seed, so a failure names its case and repeats).
const SEED = 0x5eed_2026;
const CASES = 300;
const LA = 'America/Los_Angeles';

/** The simulator's seeded generator, with the digit strings CMS ids are made of. */
function prng(seed: number) {
  const random = createRandom(seed);
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return { ...random, digits };
}
type Gen = ReturnType<typeof prng>;

/** Money as the CMS writes it, with its cents worked out on 1/10000-dollar units (an oracle apart from the code). */
function money(g: Gen, maxWhole = 99_999): { text: string; cents: number } {
  const negative = g.next() < 0.3;
  const whole = g.int(0, maxWhole);
  const places = g.int(0, 4);
  const fraction = g.digits(places);
  const units = BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0') || '0');
  const cents = Number((units + 50n) / 100n);
  return {
    text: `${negative ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`,
    cents: negative && cents ? -cents : cents,
  };
}

const HOUR = 3_600_000;
// America/Los_Angeles in 2026: daylight time from 2026-03-08T10:00Z to 2026-11-01T09:00Z.
const DST_START = Date.UTC(2026, 2, 8, 10);
const DST_END = Date.UTC(2026, 10, 1, 9);
const offsetAt = (instant: number) => (instant >= DST_START && instant < DST_END ? -7 * HOUR : -8 * HOUR);

/** The instant a wall time names: the earlier of two, or forward by the gap (an oracle for LA alone). */
function expectedInstant(wall: number): number {
  const fits = [wall + 7 * HOUR, wall + 8 * HOUR].filter((t) => t + offsetAt(t) === wall);
  return fits.length ? Math.min(...fits) : wall + 8 * HOUR;
}

/** A zone-less time near the 2026 DST changes (or anywhere in 2026), with its expected instant. */
function localTime(g: Gen): { text: string; at: Date } {
  const around = g.pick([
    Date.UTC(2026, 2, 8, 2),
    Date.UTC(2026, 10, 1, 1),
    Date.UTC(2026, g.int(0, 11), g.int(1, 28), 12),
  ]);
  const wall =
    around + g.int(-180, 180) * 60_000 + g.int(0, 59) * 1000 + (g.next() < 0.3 ? g.int(0, 999) : 0);
  const iso = new Date(wall).toISOString().slice(0, 23);
  return {
    text: iso.endsWith('.000') && g.next() < 0.5 ? iso.slice(0, 19) : iso,
    at: new Date(expectedInstant(wall)),
  };
}

const NAME_CHARS = ['a', 'Z', 'é', 'ß', '&', '<', '>', '"', "'", ' ', '🎰', '0', '-'];
const name = (g: Gen) => `N${Array.from({ length: g.int(0, 12) }, () => g.pick(NAME_CHARS)).join('')}x`;
const id = (g: Gen) => g.digits(g.int(1, 12));

/** A record in a shuffled order with an unknown element: neither may matter. */
function shuffled(g: Gen, tag: string, fields: Fields): string {
  const parts = Object.entries(fields).map(([k, v]) => text(k, v));
  parts.push(text(`Vendor${g.int(1, 9)}`, 'ignored'));
  for (let i = parts.length - 1; i > 0; i--) {
    const j = g.int(0, i);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return el(tag, ...parts);
}

const listOf = (g: Gen, tag: string, items: string[]) =>
  items.length === 0 ? g.pick(['', `<${tag}/>`, `<${tag}></${tag}>`]) : el(tag, ...items);

function runCase(g: Gen, now: Date) {
  const playerId = `0${id(g)}`.slice(0, 12);
  const cards = Array.from({ length: g.int(0, 3) }, () => `00${g.digits(18)}`);
  const cardXml = cards.map((cardId) =>
    shuffled(g, 'Card', {
      CardID: cardId,
      CardStatus: 'Active',
      CardLevel: '1',
      CardLevelName: 'Club',
      IssueDate: localTime(g).text,
      Primary: 'true',
    }),
  );
  const readCards = readPlayerCards(
    parseCmsAnswer(answer('PlayerCard', listOf(g, 'PlayerCard', cardXml), { playerId })),
    LA,
  );
  expect(readCards.map((c) => c.cardId)).toEqual(cards);

  const first = name(g);
  const profileXml = shuffled(g, 'PlayerProfile', {
    FirstName: first,
    LastName: name(g),
    Ranking: String(g.int(1, 5)),
    PINLocked: 'false',
    DiscreetPlayer: String(g.next() < 0.5),
    EnrollDate: '1900-01-01T00:00:00',
  });
  const profileEnvelope = parseCmsAnswer(answer('PlayerProfile', profileXml, { playerId }));
  expect(profileEnvelope.playerId).toBe(playerId);
  const profile = readPlayerProfile(profileEnvelope, LA);
  expect([profile.firstName, profile.enrolledAt]).toEqual([first, null]);

  const points = g.int(-500, 2_000_000);
  const comp = money(g);
  const freePlay = money(g);
  const lots = Array.from({ length: g.int(0, 3) }, () => ({ points: g.int(1, 5000), ...localTime(g) }));
  const balancesXml = el(
    'PlayerBalances',
    text('PointBalance', String(points)),
    text('TierPoints', String(g.int(0, 99_999))),
    text('CompBalance', comp.text),
    text('SecondCompBalance', freePlay.text),
    text('PointToDollarRate', '0.01'),
    listOf(
      g,
      'PointsExpiring',
      lots.map((l) => shuffled(g, 'Lot', { Amount: String(l.points), ExpirationDate: l.text })),
    ),
  );
  const balances = balancesFromCms(
    readPlayerBalances(parseCmsAnswer(answer('PlayerBalances', balancesXml)), LA),
    now,
  );
  balancesSchema.parse(balances);
  expect(balances.data.map((b) => b.balance)).toEqual([
    points,
    expect.any(Number),
    comp.cents,
    freePlay.cents,
  ]);
  const expectedLots = lots.filter((l) => l.at > now).sort((a, b) => a.at.getTime() - b.at.getTime());
  expect(balances.data[0]!.expiring).toEqual(
    expectedLots.map((l) => ({ amount: l.points, expiresAt: l.at.toISOString() })),
  );

  const compTypeId = id(g);
  const cost = g.int(0, 50_000);
  const validTo = localTime(g);
  const typeXml = shuffled(g, 'CompType', {
    CompTypeID: compTypeId,
    Name: name(g),
    Description: name(g),
    Category: 'Dining',
    PointCost: String(cost),
    Value: money(g).text,
    MinRanking: String(g.int(0, 5)),
    ValidFrom: '1900-01-01T00:00:00',
    ValidTo: validTo.text,
    Available: 'true',
  });
  const [type] = readCompTypes(parseCmsAnswer(answer('CompListMessage', el('CompList', typeXml))), LA);
  const offer = offerFromCompType(type!, { now, ranking: profile.ranking, pointBalance: points });
  expect(offer === null).toBe(validTo.at <= now);
  if (offer)
    expect(offerSchema.parse(offer)).toMatchObject({
      id: compTypeId,
      cost,
      validUntil: validTo.at.toISOString(),
    });

  const code = `000${g.digits(g.int(6, 17))}`;
  const expires = localTime(g);
  const value = money(g);
  const compXml = shuffled(g, 'Comp', {
    CompID: id(g),
    CompCode: code,
    CompTypeID: compTypeId,
    Name: name(g),
    Value: value.text,
    IssueDate: localTime(g).text,
    ExpirationDate: expires.text,
    Status: 'Active',
  });
  const [readComp] = readPlayerComps(
    parseCmsAnswer(answer('PlayerCompListMessage', el('PlayerCompList', compXml))),
    LA,
  );
  expect(readComp!.valueCents).toBe(value.cents);
  const reward = rewardSchema.parse(
    rewardFromComp(readComp!, { now, hotRewardDays: 7, compTypes: new Map([[compTypeId, type!]]) }),
  );
  expect(reward).toMatchObject({
    rewardCode: code,
    expirationDate: expires.at.toISOString(),
    value: cost,
    offerId: compTypeId,
  });

  const entries = Array.from({ length: g.int(0, 4) }, (_, i) => ({
    id: `${i + 1}`,
    points: g.int(-5000, 5000) || 1,
    ...localTime(g),
  }));
  const entryXml = entries.map((e) =>
    shuffled(g, 'Entry', {
      EntryID: e.id,
      EntryDate: e.text,
      Kind: e.points > 0 ? 'Earn' : 'Redeem',
      Points: String(e.points),
      Amount: money(g).text,
      Description: name(g),
    }),
  );
  const movements = movementsFromHistory(
    readCompHistory(parseCmsAnswer(answer('CompHistory', listOf(g, 'CompHistory', entryXml))), LA),
    points,
  );
  for (const m of movements) statementMovementSchema.parse(m);
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const m of movements)
    expect([m.amount, m.at]).toEqual([byId.get(m.id)!.points, byId.get(m.id)!.at.toISOString()]);
  expect(movements[0]?.balanceAfter ?? points).toBe(points);

  const ratings = Array.from({ length: g.int(0, 4) }, () => ({
    wagered: money(g, 5000),
    won: money(g, 5000),
    game: g.pick([
      ['Slot', ''],
      ['Table', 'BJ'],
      ['Table', 'ZZ'],
      ['VideoPoker', ''],
    ]),
  })).map((r) => ({
    ...r,
    wagered: { ...r.wagered, text: r.wagered.text.replace('-', '') },
    won: { ...r.won, text: r.won.text.replace('-', '') },
  }));
  const ratingXml = ratings.map((r, i) =>
    shuffled(g, 'Rating', {
      RatingID: `${i}`,
      GamingDate: '2026-03-07',
      GameType: r.game[0],
      GameCode: r.game[1] || null,
      Wagered: r.wagered.text,
      Won: r.won.text,
    }),
  );
  const winLoss = winLossFromRatings(
    readGamingProfile(parseCmsAnswer(answer('GamingProfile', listOf(g, 'GamingProfile', ratingXml))), LA),
  );
  const played = ratings.reduce((s, r) => s + Math.abs(r.wagered.cents), 0);
  const won = ratings.reduce((s, r) => s + Math.abs(r.won.cents), 0);
  expect(winLoss.totals).toEqual({ sessions: ratings.length, played, won, net: won - played });
}

describe('CMS records → XML → parser → mappers (property, seeded)', () => {
  it(`gives back the generated values in ${CASES} cases`, () => {
    const g = prng(SEED);
    for (let i = 0; i < CASES; i++) {
      const now = new Date(Date.UTC(2026, 0, 1) + g.int(0, 364) * 86_400_000 + g.int(0, 86_399) * 1000);
      try {
        runCase(g, now);
      } catch (error) {
        throw new Error(
          `case ${i} (seed ${SEED}) failed: ${(error as { reason?: string }).reason ?? (error as Error).message}`,
          { cause: error },
        );
      }
    }
  });

  it('has an oracle that makes the documented DST choices', () => {
    expect(new Date(expectedInstant(Date.UTC(2026, 10, 1, 1, 30))).toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    expect(new Date(expectedInstant(Date.UTC(2026, 2, 8, 2, 30))).toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
  });
});
