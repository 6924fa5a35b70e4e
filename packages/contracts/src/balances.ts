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
export const balancesSchema = z.object({ data: z.array(balanceSchema), ...lastKnownFields });
export type Balances = z.infer<typeof balancesSchema>;
