import type { NewMovement } from '../../modules/cms/local/ledger.repository';
import type { PlayerKey } from '../../lib/player-key';
import type { LotLedger } from '../../modules/cms/local/points';
import type { Queryable } from '../client';
import { ledgerMovements, pointLotDraws, pointLots } from '../schema/index';

type Lot = PlayerKey & { movementId: number; amount: number; expiresAt: Date | null };

/**
 * An in-memory ledger for one player that the real points rules run on, then written in three
 * statements: seeding a year of history per tenant one query at a time is too slow on PGlite.
 */
export function createRecordingLedger() {
  const movements: NewMovement[] = [];
  const lots: Lot[] = [];
  const draws: { lotId: number; movementId: number; amount: number }[] = [];

  const ledger: LotLedger = {
    async insertMovement(movement) {
      movements.push(movement);
      return movements.length - 1;
    },
    async insertLot(lot) {
      lots.push(lot);
    },
    async insertDraws(movementId, list) {
      for (const d of list) draws.push({ ...d, movementId });
    },
    async openLots() {
      return lots
        .map((lot, lotId) => ({
          lotId,
          expiresAt: lot.expiresAt,
          remaining: lot.amount - draws.filter((d) => d.lotId === lotId).reduce((s, d) => s + d.amount, 0),
        }))
        .filter((l) => l.remaining > 0)
        .sort(
          (a, b) =>
            (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.lotId - b.lotId,
        );
    },
  };

  async function flush(db: Queryable): Promise<void> {
    if (!movements.length) return;
    // RETURNING gives the rows of a multi-row VALUES in the order given.
    const movementIds = (
      await db.insert(ledgerMovements).values(movements).returning({ id: ledgerMovements.id })
    ).map((r) => r.id);
    const realMovement = (i: number) => {
      const id = movementIds[i];
      if (id === undefined) throw new Error('movement id missing');
      return id;
    };
    if (!lots.length) return;
    const lotIds = (
      await db
        .insert(pointLots)
        .values(lots.map((l) => ({ ...l, movementId: realMovement(l.movementId) })))
        .returning({ id: pointLots.id })
    ).map((r) => r.id);
    if (draws.length) {
      await db.insert(pointLotDraws).values(
        draws.map((d) => {
          const lotId = lotIds[d.lotId];
          if (lotId === undefined) throw new Error('lot id missing');
          return { lotId, movementId: realMovement(d.movementId), amount: d.amount };
        }),
      );
    }
  }

  return { ledger, flush };
}
