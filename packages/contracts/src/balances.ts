import { z } from 'zod';
import { lastKnownFields } from './common/last-known';
import { CURRENCIES } from './balances/currencies';

export * from './balances/currencies';

export const currencySchema = z.enum(CURRENCIES);

/** Amounts are integers: points and tier credits in units, comp dollars and free play in cents. */
export const balanceSchema = z.object({
  currency: currencySchema,
  balance: z.number().int(),
  expiring: z.array(z.object({ amount: z.number().int().positive(), expiresAt: z.iso.datetime() })),
});
export type Balance = z.infer<typeof balanceSchema>;
/**
 * A casino system's credit account (markers), in cents; present only for a player who has one
 * (docs/design.md#casino-management-system-connector). A figure the casino system does not give is null.
 */
export const creditInfoSchema = z.object({
  limit: z.number().int().nullable(),
  available: z.number().int().nullable(),
  outstandingMarkers: z.number().int().nullable(),
});
export type CreditInfo = z.infer<typeof creditInfoSchema>;

export const balancesSchema = z.object({
  data: z.array(balanceSchema),
  credit: creditInfoSchema.optional(),
  ...lastKnownFields,
});
export type Balances = z.infer<typeof balancesSchema>;
