import type { Currency } from '@patron/contracts';
import type { PlayerKey } from '../../lib/player-key';
import { credit, debitPoints, expireDueLots } from '../../modules/cms/local/points';
import { newRewardCode } from '../../modules/cms/local/reward-code';
import { playerRewards } from '../schema/index';
import { createRecordingLedger } from './recording-ledger';
import type { Queryable } from '../client';

const DAY = 86_400_000;
const LIFETIME_DAYS = 365;

type Event =
  | {
      daysAgo: number;
      currency: Currency;
      amount: number;
      label: string;
      source: string;
      expiryDays?: number;
    }
  | { daysAgo: number; spend: number; label: string };

const MONTHLY_POINTS = [1500, 2000, 1300, 2300, 2800, 2100, 1700, 2500, 3000, 2200, 1600, 2400];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Twelve months of a regular's history (docs/design.md#ledger-and-money-like-state); dates are relative to
 * the seed's `now`.
 */
function demoHistory(now: Date): Event[] {
  const events: Event[] = MONTHLY_POINTS.flatMap((points, i) => {
    const daysAgo = (12 - i) * 30 + 3;
    const month = MONTHS[new Date(now.getTime() - daysAgo * DAY).getUTCMonth()] ?? '';
    return [
      { daysAgo, currency: 'points', amount: points, label: `Slot play, ${month}`, source: 'cms' },
      { daysAgo, currency: 'tierCredits', amount: points, label: `Rated play, ${month}`, source: 'cms' },
      {
        daysAgo,
        currency: 'compDollars',
        amount: 500 + (points % 7) * 250,
        label: `Comps, ${month}`,
        source: 'cms',
      },
    ] satisfies Event[];
  });
  events.push(
    {
      daysAgo: 250,
      currency: 'points',
      amount: 800,
      label: 'Summer promotion',
      source: 'promotion',
      expiryDays: 60,
    },
    { daysAgo: 185, spend: 1000, label: 'Redeemed: Weekend brunch buffet' },
    {
      daysAgo: 150,
      currency: 'points',
      amount: 1500,
      label: 'Birthday bonus',
      source: 'promotion',
      expiryDays: 180,
    },
    { daysAgo: 120, currency: 'freePlay', amount: 5000, label: 'Free play mailer', source: 'promotion' },
    { daysAgo: 100, currency: 'points', amount: 250, label: 'Service recovery', source: 'staff:1042' },
    { daysAgo: 90, currency: 'freePlay', amount: -2000, label: 'Free play used', source: 'cms' },
    { daysAgo: 75, currency: 'compDollars', amount: -3000, label: 'Buffet comp used', source: 'cms' },
    { daysAgo: 60, spend: 1500, label: 'Redeemed: $25 free play' },
    {
      daysAgo: 28,
      currency: 'points',
      amount: 1000,
      label: 'Weekend promotion',
      source: 'promotion',
      expiryDays: 30,
    },
    {
      daysAgo: 10,
      currency: 'points',
      amount: 700,
      label: 'Slot tournament',
      source: 'promotion',
      expiryDays: 12,
    },
    { daysAgo: 7, currency: 'freePlay', amount: 2500, label: 'Free play mailer', source: 'promotion' },
    // Keeps the demo player's tier the same whatever day of the qualification period it is.
    {
      daysAgo: 0.05,
      currency: 'tierCredits',
      amount: 12_000,
      label: 'Tier status match',
      source: 'promotion',
    },
  );
  return events.sort((a, b) => b.daysAgo - a.daysAgo);
}

/** Writes the history through the same ledger rules as the live app (lots, draws, expiry). */
export async function seedLedgerHistory(db: Queryable, player: PlayerKey, now: Date): Promise<void> {
  const { ledger, flush } = createRecordingLedger();
  for (const event of demoHistory(now)) {
    const at = new Date(now.getTime() - event.daysAgo * DAY);
    await expireDueLots(ledger, player, at);
    if ('spend' in event) {
      const entry = { kind: 'redeem' as const, reason: 'redeem', label: event.label, source: 'portal', at };
      if ((await debitPoints(ledger, player, event.spend, entry)) === null)
        throw new Error('demo spend too big');
      continue;
    }
    const entry = { currency: event.currency, reason: 'seed', label: event.label, source: event.source, at };
    if (event.amount < 0) {
      await ledger.insertMovement({ ...player, ...entry, kind: 'redeem', amount: event.amount });
      continue;
    }
    const kind = event.source.startsWith('staff:') ? 'adjust' : 'earn';
    const expiresAt =
      event.currency === 'points' ? new Date(at.getTime() + (event.expiryDays ?? LIFETIME_DAYS) * DAY) : null;
    await credit(ledger, player, event.amount, { ...entry, kind, reason: kind, expiresAt });
  }
  await expireDueLots(ledger, player, now);
  await flush(db);
}

type OfferRef = { id: string; name: string; description: string; imageUrl: string | null; value: number };

/** Active rewards (two expire within 3 days), one used and one expired. */
export async function seedDemoRewards(db: Queryable, player: PlayerKey, offers: OfferRef[], now: Date) {
  const plan: { inDays: number; status?: 'used' | 'expired' }[] = [
    { inDays: 1 },
    { inDays: 2.5 },
    { inDays: 9 },
    { inDays: 16 },
    { inDays: 23 },
    { inDays: 30 },
    { inDays: 45 },
    { inDays: 60 },
    { inDays: 20, status: 'used' },
    { inDays: -5, status: 'expired' },
  ];
  const rows = plan.flatMap((item, i) => {
    const offer = offers[i % offers.length];
    if (!offer) return [];
    return [
      {
        ...player,
        offerId: offer.id,
        rewardCode: newRewardCode(),
        name: offer.name,
        description: offer.description,
        imageUrl: offer.imageUrl,
        value: offer.value,
        expiresAt: new Date(now.getTime() + item.inDays * DAY),
        status: item.status ?? ('active' as const),
        statusChangedAt: item.status ? now : null,
      },
    ];
  });
  if (rows.length) await db.insert(playerRewards).values(rows);
}
