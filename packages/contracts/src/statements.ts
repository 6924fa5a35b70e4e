import { z } from 'zod';
import { lastKnownFields } from './common/last-known';
import { DEFAULT_PAGE_SIZE } from './common/constants';
import { LANGUAGES } from './common/i18n';
import { currencySchema } from './balances';
import { MAX_PAGE_SIZE, pagedSchema } from './common/paged';

/**
 * docs/design.md#loyalty-api statements. Amounts are integers: points and tier credits in units, comp
 * dollars, free play and every win/loss figure in cents.
 */

export const MOVEMENT_KINDS = ['earn', 'redeem', 'swap', 'adjust', 'expire'] as const;
export const movementKindSchema = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof movementKindSchema>;

/** A day (`2026-01-31`, read as UTC) or an instant with its offset (`2026-01-31T00:00:00-08:00`). */
const periodBound = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'Use a date (YYYY-MM-DD) or a date-time with its offset.',
);

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** What a statement sorts by: when a movement happened, or its amount (then by when). */
export const statementSortKeySchema = z.enum(['at', 'amount']);

/**
 * GET /api/statements/rewards: newest first unless `isDescending=false`; `searchText` keeps the
 * movements whose label or reason contains it (any case).
 */
export const rewardsStatementQuerySchema = z
  .object({
    from: periodBound.optional(),
    to: periodBound.optional(),
    currency: currencySchema.optional(),
    searchText: z.string().trim().max(100).optional(),
    sortBy: statementSortKeySchema.default('at'),
    isDescending: booleanQuery,
    pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || periodStart(q.from) < periodEnd(q.to), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type RewardsStatementQuery = z.input<typeof rewardsStatementQuerySchema>;

/** GET /api/statements/rewards.pdf: the period (and optionally one currency) as a PDF. */
export const rewardsStatementPdfQuerySchema = rewardsStatementQuerySchema;

/** The first instant of a period bound. */
export function periodStart(bound: string): Date {
  return new Date(bound.length === 10 ? `${bound}T00:00:00.000Z` : bound);
}

/** The end of a period bound, exclusive: a bare date runs to the end of that (UTC) day. */
export function periodEnd(bound: string): Date {
  const start = periodStart(bound);
  return bound.length === 10 ? new Date(start.getTime() + 86_400_000) : new Date(start.getTime() + 1);
}

/** One ledger movement with the balance of its currency right after it. */
export const statementMovementSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  currency: currencySchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  kind: movementKindSchema,
  reason: z.string(),
  label: z.string(),
  source: z.string(),
});
export type StatementMovement = z.infer<typeof statementMovementSchema>;
export const rewardsStatementSchema = pagedSchema(statementMovementSchema).extend(lastKnownFields);
export type RewardsStatement = z.infer<typeof rewardsStatementSchema>;

/**
 * GET /api/statements/rewards/lots: the points lots that still hold points, first to expire first
 * (lots that never expire last). Points that are past expiry but not yet swept are left out.
 */
export const pointsLotSchema = z.object({
  id: z.string(),
  /** Null when the system of record gives only the expiry of the points (a casino system). */
  earnedAt: z.iso.datetime().nullable(),
  label: z.string(),
  source: z.string(),
  amount: z.number().int().positive(),
  remaining: z.number().int().positive(),
  expiresAt: z.iso.datetime().nullable(),
});
export type PointsLot = z.infer<typeof pointsLotSchema>;
export const pointsLotsSchema = pagedSchema(pointsLotSchema).extend(lastKnownFields);
export type PointsLots = z.infer<typeof pointsLotsSchema>;

/** POST /api/statements/win-loss/unlock: exactly one of the password or the PIN. */
export const winLossUnlockBodySchema = z.union(
  [
    z.object({ password: z.string().min(1, 'Field required').max(128) }).strict(),
    z.object({ pin: z.string().min(1, 'Field required').max(64) }).strict(),
  ],
  'Send either your password or your PIN.',
);
export type WinLossUnlockBody = z.input<typeof winLossUnlockBodySchema>;

/** The step-up token is sent back as `X-Step-Up` and lives 5 minutes. */
export const STEP_UP_HEADER = 'X-Step-Up';
export const STEP_UP_TTL_SECONDS = 300;
export const stepUpTokenSchema = z.object({
  token: z.string(),
  expiresIn: z.number().int().positive(),
});
export type StepUpToken = z.infer<typeof stepUpTokenSchema>;

/** Rated play is kept per game type; slots and tables are its two categories. */
export const GAME_TYPES = ['slots', 'videoPoker', 'blackjack', 'craps', 'roulette', 'baccarat'] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;
export const GAME_CATEGORIES = ['slots', 'tables'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const gameCategoryOf = (type: GameType): GameCategory =>
  type === 'slots' || type === 'videoPoker' ? 'slots' : 'tables';

/** The earliest year a statement is asked for; later than the current year is refused too. */
export const FIRST_STATEMENT_YEAR = 2000;
export const winLossYearSchema = z.coerce
  .number('The year must be a number.')
  .int('The year must be a whole number.')
  .min(FIRST_STATEMENT_YEAR, `The year must be ${FIRST_STATEMENT_YEAR} or later.`);

/** Played is what was wagered (coin-in, estimated table buy-in); won is what was paid back. */
export const winLossFiguresSchema = z.object({
  sessions: z.number().int().min(0),
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  net: z.number().int(),
});
export type WinLossFigures = z.infer<typeof winLossFiguresSchema>;

export const winLossStatementSchema = z.object({
  year: z.number().int(),
  estimate: z.literal(true),
  disclaimer: z.string(),
  totals: winLossFiguresSchema,
  byGameType: z.array(
    winLossFiguresSchema.extend({ gameType: gameTypeSchema, category: z.enum(GAME_CATEGORIES) }),
  ),
  /** Calendar years with rated play on record, newest first (for a year picker). */
  years: z.array(z.number().int()),
  player: z.object({ name: z.string(), patronId: z.string() }),
  property: z.string(),
  generatedAt: z.iso.datetime(),
  ...lastKnownFields,
});
export type WinLossStatement = z.infer<typeof winLossStatementSchema>;

/** WorksReport metadata `disclaimer`: the property's words per language (a plain string is en-US). */
export const winLossDisclaimerSchema = z.union([
  z.string(),
  z.partialRecord(z.enum(LANGUAGES), z.string().min(1)),
]);
