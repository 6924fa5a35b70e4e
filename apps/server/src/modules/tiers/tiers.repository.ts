import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loyaltyPrograms, tiers } from '../../db/schema/index';

export type Tier = Pick<
  typeof tiers.$inferSelect,
  'number' | 'name' | 'creditsRequired' | 'benefits' | 'colour'
>;
export type TierWithTranslations = Tier & Pick<typeof tiers.$inferSelect, 'translations'>;
export type LoyaltyProgram = Omit<typeof loyaltyPrograms.$inferSelect, 'tenantId'>;

const DEFAULT_PROGRAM: LoyaltyProgram = {
  qualificationMonths: 12,
  pointsLifetimeDays: 365,
  pointToDollarsRate: 0.01,
  tierRetentionPeriods: 1,
};
const DEFAULT_LADDER: Tier[] = [
  { number: 1, name: 'Member', creditsRequired: 0, benefits: [], colour: '#808080' },
];

export function createTiersRepository(db: Queryable) {
  return {
    /** The tenant's ladder, lowest first; a tenant without tiers has one open tier. */
    async ladder(tenantId: string): Promise<Tier[]> {
      const rows = await db
        .select({
          number: tiers.number,
          name: tiers.name,
          creditsRequired: tiers.creditsRequired,
          benefits: tiers.benefits,
          colour: tiers.colour,
        })
        .from(tiers)
        .where(eq(tiers.tenantId, tenantId))
        .orderBy(asc(tiers.number));
      return rows.length ? rows : DEFAULT_LADDER;
    },

    /** The ladder with its text in the other languages (the public `GET /api/tiers/`). */
    async ladderWithTranslations(tenantId: string): Promise<TierWithTranslations[]> {
      const rows = await db
        .select({
          number: tiers.number,
          name: tiers.name,
          creditsRequired: tiers.creditsRequired,
          benefits: tiers.benefits,
          colour: tiers.colour,
          translations: tiers.translations,
        })
        .from(tiers)
        .where(eq(tiers.tenantId, tenantId))
        .orderBy(asc(tiers.number));
      return rows.length ? rows : DEFAULT_LADDER.map((t) => ({ ...t, translations: {} }));
    },

    async program(tenantId: string): Promise<LoyaltyProgram> {
      const [row] = await db
        .select({
          qualificationMonths: loyaltyPrograms.qualificationMonths,
          pointsLifetimeDays: loyaltyPrograms.pointsLifetimeDays,
          pointToDollarsRate: loyaltyPrograms.pointToDollarsRate,
          tierRetentionPeriods: loyaltyPrograms.tierRetentionPeriods,
        })
        .from(loyaltyPrograms)
        .where(eq(loyaltyPrograms.tenantId, tenantId));
      return row ?? DEFAULT_PROGRAM;
    },
  };
}
export type TiersRepository = ReturnType<typeof createTiersRepository>;
