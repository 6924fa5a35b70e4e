import type { LedgerRepository, NewMovement } from './ledger.repository';
import type { PlayerKey } from '../../../lib/player-key';

/** What the points rules need of a ledger (the seed runs them on an in-memory one). */
export type LotLedger = Pick<LedgerRepository, 'insertMovement' | 'insertLot' | 'insertDraws' | 'openLots'>;

type Entry = Omit<NewMovement, 'tenantId' | 'playerId' | 'amount'>;

/**
 * docs/design.md#ledger-and-money-like-state points rules over one transaction's ledger repository. The
 * caller holds the player's account lock, so the lots read here cannot change under it.
 */

/** A credit; points become a lot that expires at `expiresAt` (null = never). */
export async function credit(
  ledger: LotLedger,
  player: PlayerKey,
  amount: number,
  entry: Entry & { expiresAt?: Date | null },
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`credit of ${amount}`);
  const { expiresAt = null, ...movement } = entry;
  const movementId = await ledger.insertMovement({ ...player, ...movement, amount });
  if (movement.currency === 'points') await ledger.insertLot({ ...player, movementId, amount, expiresAt });
  return movementId;
}

/**
 * A debit of points drawn from the lots that expire first, each draw linked to the movement, so
 * expiry later takes only what is left. Returns null (and writes nothing) when the lots fall short.
 */
export async function debitPoints(
  ledger: LotLedger,
  player: PlayerKey,
  amount: number,
  entry: Omit<Entry, 'currency'>,
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`debit of ${amount}`);
  const draws: { lotId: number; amount: number }[] = [];
  let left = amount;
  for (const lot of left > 0 ? await ledger.openLots(player) : []) {
    const take = Math.min(lot.remaining, left);
    draws.push({ lotId: lot.lotId, amount: take });
    left -= take;
    if (left === 0) break;
  }
  if (left > 0) return null;
  const movementId = await ledger.insertMovement({
    ...player,
    ...entry,
    currency: 'points',
    amount: -amount,
  });
  await ledger.insertDraws(movementId, draws);
  return movementId;
}

/** Writes one `expire` movement per lot past its expiry that still holds points. */
export async function expireDueLots(ledger: LotLedger, player: PlayerKey, now: Date): Promise<number> {
  let expired = 0;
  for (const lot of await ledger.openLots(player)) {
    if (!lot.expiresAt || lot.expiresAt > now) continue;
    const movementId = await ledger.insertMovement({
      ...player,
      currency: 'points',
      kind: 'expire',
      amount: -lot.remaining,
      reason: 'expiry',
      label: 'Points expired',
      source: 'system',
      at: lot.expiresAt,
    });
    await ledger.insertDraws(movementId, [{ lotId: lot.lotId, amount: lot.remaining }]);
    expired += lot.remaining;
  }
  return expired;
}
