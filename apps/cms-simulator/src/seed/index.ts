import type { SeedData } from '../model';
import { buildCatalogue } from './catalogue';
import { createSeedContext } from './context';
import { buildPlayers } from './players';

export const DEFAULT_SEED = 4417;

/** The same data for the same `now` and seed; dates move with `now`. */
export function buildSeed(now: Date, seed = DEFAULT_SEED): SeedData {
  const ctx = createSeedContext(now, seed);
  const catalogue = buildCatalogue(ctx);
  const players = buildPlayers(ctx, catalogue);
  return { catalogue, players: new Map(players.map((p) => [p.playerId, p])) };
}
