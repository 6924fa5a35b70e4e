/**
 * The databases a benchmark measures the portal on: embedded PGlite and PostgreSQL (a throwaway
 * database next to BENCH_DATABASE_URL), or the one named by BENCH_ONLY=pglite|postgres.
 */
export type DatabaseKind = 'PGlite' | 'PostgreSQL';

const KINDS: Record<string, DatabaseKind> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  postgresql: 'PostgreSQL',
};

export const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databasesToMeasure(only = process.env.BENCH_ONLY): DatabaseKind[] {
  if (!only) return ['PGlite', 'PostgreSQL'];
  const kind = KINDS[only.toLowerCase()];
  if (!kind) throw new Error(`BENCH_ONLY must be pglite or postgres, not ${only}`);
  return [kind];
}
