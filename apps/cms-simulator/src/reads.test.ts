import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_PLAYERS } from './seed/facts';
import { DEMO_LEADING_ZERO_COMP_CODE } from './seed/players';
import { ENDED_COMP_TYPE_ID, UNAVAILABLE_COMP_TYPE_ID } from './seed/catalogue';
import { errorCode, get, newSimulator, parseXml, TODAY, type Xml } from './test/harness';

const sim = newSimulator();
afterAll(() => sim.close());
const demo = SEEDED_PLAYERS.demo.playerId;
const inDays = (days: number) => new Date(Date.parse(TODAY) + days * 86_400_000).toISOString().slice(0, 10);

describe('the envelope', () => {
  it('names the message, the player (leading zeros kept), the site and a zone-less time stamp', async () => {
    const { status, type, msg } = await get(sim, `/PlayerBalances/${demo}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(msg['@xmlns:xsi']).toBe('http://www.w3.org/2001/XMLSchema-instance');
    expect(msg.Header.Operation).toEqual({ '@Data': 'PlayerBalances', '@Operand': 'Information' });
    expect(msg.Header.TimeStamp).toBe('2026-11-30T14:05:09.120');
    expect(msg.Header.OriginalMessageID).toBe('0');
    expect(msg.PlayerID).toBe('0004417023');
    expect(msg.Site).toEqual({ SiteID: '1', SiteDescription: 'Willow Brook Casino Lodge' });
  });

  it('answers an unknown player with INVALIDPLAYERID in an error message, HTTP 200', async () => {
    for (const url of ['/PlayerProfile/0004417999', '/PlayerCompListMessage/4417023', '/GamingProfile/x']) {
      const { status, msg } = await get(sim, url);
      expect(status).toBe(200);
      expect(msg.Header.Operation).toEqual({ '@Data': 'Error', '@Operand': 'Error' });
      expect(errorCode(msg)).toBe('INVALIDPLAYERID');
      expect(msg.Body.Error.ErrorDescription).toBe('PlayerID / CardID is Invalid or not active');
    }
  });
});

describe('the reads of the demo player', () => {
  it('PlayerProfile', async () => {
    const p = (await get(sim, `/PlayerProfile/${demo}`)).msg.Body.PlayerProfile;
    expect(p).toMatchObject({
      FirstName: 'Nathan',
      LastName: 'Krise',
      DateOfBirth: '1985-06-15T00:00:00',
      Email: 'demo@little-creek.example.com',
      MobilePhone: '+13605550108',
      MailingCity: 'Willow Brook',
      MailingState: 'WA',
      MailingZip: '98584',
      MailingCountry: '840',
      Ranking: '2',
      PINLocked: 'false',
      DiscreetPlayer: 'false',
    });
    expect(p.EnrollDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(p.StopCodes).toBe('');
  });

  it('PlayerCard: the 20-digit active card and an old lost one', async () => {
    const cards = (await get(sim, `/PlayerCard/${demo}`)).msg.Body.PlayerCard.Card;
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({
      CardID: '60119900000004417023',
      CardStatus: 'Active',
      CardLevel: '2',
      CardLevelName: 'Gold',
      Primary: 'true',
    });
    expect(cards[1]).toMatchObject({ CardStatus: 'Lost', Primary: 'false' });
  });

  it('PlayerBalances: points, dollars with up to 4 places, lots expiring within 3 days', async () => {
    const b = (await get(sim, `/PlayerBalances/${demo}`)).msg.Body.PlayerBalances;
    expect(b).toMatchObject({
      PointBalance: '26140',
      TierPoints: '11200',
      CompBalance: '148.75',
      SecondCompBalance: '12.3456',
      PointToDollarRate: '0.01',
    });
    const soon = b.PointsExpiring.Lot.filter((l: Xml) => l.ExpirationDate.slice(0, 10) <= inDays(3));
    expect(soon.map((l: Xml) => l.Amount)).toEqual(['1200', '800']);
  });

  it('CreditInfo', async () => {
    expect((await get(sim, `/CreditInfo/${demo}`)).msg.Body.CreditInfo).toEqual({
      CreditAccount: 'true',
      CreditLimit: '5000.00',
      AvailableCredit: '3500.00',
      OutstandingMarkers: '1500.00',
    });
    const none = (await get(sim, `/CreditInfo/${SEEDED_PLAYERS.pending.playerId}`)).msg.Body.CreditInfo;
    expect(none.CreditAccount).toBe('false');
  });

  it('GamingProfile: two years of slots, video poker and tables, an unknown game code too', async () => {
    const ratings: Xml[] = (await get(sim, `/GamingProfile/${demo}`)).msg.Body.GamingProfile.Rating;
    expect(ratings.length).toBeGreaterThan(150);
    expect(ratings[0].GamingDate < `${inDays(-700)}`).toBe(true);
    expect(new Set(ratings.map((r) => r.GameType))).toEqual(new Set(['Slot', 'VideoPoker', 'Table']));
    expect(new Set(ratings.flatMap((r) => r.GameCode ?? []))).toEqual(
      new Set(['BJ', 'CR', 'RL', 'BA', 'PG']),
    );
    for (const r of ratings) {
      expect(Object.keys(r)).toEqual(
        expect.arrayContaining([
          'RatingID',
          'GamingDate',
          'Wagered',
          'Won',
          'TheoWin',
          'TimePlayedSeconds',
          'PointsEarned',
        ]),
      );
      expect(r.Wagered).toMatch(/^\d+\.\d{2,4}$/);
      // A session that starts before the 06:00 gaming-day start belongs to the day before.
      if (r.StartTime.slice(11, 13) < '06')
        expect(r.GamingDate.slice(0, 10) < r.StartTime.slice(0, 10)).toBe(true);
    }
    expect(ratings.some((r) => /\.\d{4}$/.test(r.TheoWin))).toBe(true);
  });

  it('GamingProfile and CompHistory keep to ?from=&to= (gaming days and entry dates, inclusive)', async () => {
    const [from, to] = [inDays(-60), inDays(-31)];
    const ratings: Xml[] = (await get(sim, `/GamingProfile/${demo}?from=${from}&to=${to}`)).msg.Body
      .GamingProfile.Rating;
    expect(ratings.length).toBeGreaterThan(0);
    for (const r of ratings)
      expect(r.GamingDate.slice(0, 10) >= from && r.GamingDate.slice(0, 10) <= to).toBe(true);
    const entries: Xml[] = (await get(sim, `/CompHistory/${demo}?from=${from}&to=${to}`)).msg.Body.CompHistory
      .Entry;
    for (const e of entries)
      expect(e.EntryDate.slice(0, 10) >= from && e.EntryDate.slice(0, 10) <= to).toBe(true);
    const empty = await get(sim, `/GamingProfile/${demo}?from=2001-01-01&to=2001-12-31`);
    expect(empty.msg.Body.GamingProfile).toBe('');
    const bad = await get(sim, `/CompHistory/${demo}?from=2026-02-30`);
    expect(errorCode(bad.msg)).toBe('INVALIDDATE');
  });

  it('GamingProfile of a player who never played: NORECORDS', async () => {
    expect(errorCode((await get(sim, `/GamingProfile/${SEEDED_PLAYERS.pending.playerId}`)).msg)).toBe(
      'NORECORDS',
    );
  });

  it('CompHistory: a year of Earn, Redeem, Void, Adjust and Expire, signed', async () => {
    const entries: Xml[] = (await get(sim, `/CompHistory/${demo}`)).msg.Body.CompHistory.Entry;
    expect(new Set(entries.map((e) => e.Kind))).toEqual(
      new Set(['Earn', 'Redeem', 'Void', 'Adjust', 'Expire']),
    );
    expect(entries[0].EntryDate >= `${inDays(-366)}`).toBe(true);
    expect(entries.find((e) => e.Kind === 'Redeem')?.Points).toMatch(/^-\d+$/);
    expect(entries.some((e) => e.Amount === '-335.7858')).toBe(true);
    for (const e of entries)
      expect(Object.keys(e)).toEqual([
        'EntryID',
        'EntryDate',
        'Kind',
        'Points',
        'Amount',
        'Description',
        'Location',
      ]);
  });

  it('PlayerCompListMessage: 8 active comps, two expiring within 3 days, and used, voided, expired ones', async () => {
    const comps: Xml[] = (await get(sim, `/PlayerCompListMessage/${demo}`)).msg.Body.PlayerCompList.Comp;
    const active = comps.filter((c) => c.Status === 'Active');
    expect(active).toHaveLength(8);
    expect(active.filter((c) => c.ExpirationDate.slice(0, 10) <= inDays(3))).toHaveLength(2);
    expect(new Set(comps.map((c) => c.Status))).toEqual(new Set(['Active', 'Used', 'Voided', 'Expired']));
    expect(comps.find((c) => c.CompCode === DEMO_LEADING_ZERO_COMP_CODE)).toMatchObject({
      Name: '$25 free play',
      Value: '25.00',
    });
    expect(Object.keys(active[0])).toEqual([
      'CompID',
      'CompCode',
      'CompTypeID',
      'Name',
      'Value',
      'IssueDate',
      'ExpirationDate',
      'Status',
      'Location',
    ]);
  });

  it('CompListMessage: the catalogue, with one unavailable and one outside its dates', async () => {
    const { msg } = await get(sim, '/CompListMessage');
    expect(msg.PlayerID).toBeUndefined();
    const types: Xml[] = msg.Body.CompList.CompType;
    expect(types.length).toBeGreaterThanOrEqual(14);
    expect(new Set(types.map((t) => t.MinRanking))).toEqual(new Set(['1', '2', '3', '4']));
    expect(types.find((t) => t.CompTypeID === UNAVAILABLE_COMP_TYPE_ID)?.Available).toBe('false');
    const ended = types.find((t) => t.CompTypeID === ENDED_COMP_TYPE_ID);
    expect(ended.ValidTo < '2026-11-30T14:05:09').toBe(true);
    expect(types.find((t) => t.Name === 'Cedar Room steak dinner')).toMatchObject({
      Category: 'Dining',
      PointCost: '7500',
      Value: '85.00',
    });
  });
});

describe('the other seeded players', () => {
  it('the high roller: discreet, ranking 4, 500,000 points and 1000 active comps', async () => {
    const id = SEEDED_PLAYERS.highRoller.playerId;
    const profile = (await get(sim, `/PlayerProfile/${id}`)).msg.Body.PlayerProfile;
    expect(profile).toMatchObject({
      DiscreetPlayer: 'true',
      Ranking: '4',
      DateOfBirth: '1979-03-21T00:00:00',
    });
    expect((await get(sim, `/PlayerBalances/${id}`)).msg.Body.PlayerBalances.PointBalance).toBe('500000');
    const comps: Xml[] = (await get(sim, `/PlayerCompListMessage/${id}`)).msg.Body.PlayerCompList.Comp;
    expect(comps.filter((c) => c.Status === 'Active')).toHaveLength(1000);
  });

  it('stop codes: NOCOMP (and an ignored other code) and SELFEXCL', async () => {
    const codes = async (id: string) =>
      ((await get(sim, `/PlayerProfile/${id}`)).msg.Body.PlayerProfile.StopCodes.StopCode as Xml[]).map(
        (s) => [s.StopCodeID, s.Active],
      );
    expect(await codes(SEEDED_PLAYERS.noComp.playerId)).toEqual([
      ['NOCOMP', 'true'],
      ['CHKCASH', 'true'],
    ]);
    expect(await codes(SEEDED_PLAYERS.selfExcluded.playerId)).toEqual([
      ['SELFEXCL', 'true'],
      ['NOMAIL', 'true'],
    ]);
  });

  it('a list of one is one element, and a list of none is empty', async () => {
    const raw = await sim.inject(`/PlayerCompListMessage/${SEEDED_PLAYERS.noComp.playerId}`);
    expect(raw.body.match(/<Comp>/g)).toHaveLength(1);
    expect(raw.body).toContain('<PlayerCompList><Comp>');
    const none = await get(sim, `/PlayerCompListMessage/${SEEDED_PLAYERS.pending.playerId}`);
    expect(none.body).toContain('<PlayerCompList/>');
  });

  it('escapes text so that every answer is well-formed XML', async () => {
    const { body } = await get(sim, '/CompListMessage');
    expect(body).toContain('<Name>Steelhead Coffee latte &amp; scone</Name>');
    expect(() => parseXml(body)).not.toThrow();
  });
});
