import type { Language, Tier } from '@patron/contracts';
import { localize } from '../../lib/localize';
import { qualificationPeriod } from './tier-rules';
import type { TiersRepository } from './tiers.repository';

/**
 * The tenant's public ladder (docs/design.md#loyalty-api), the same rules `GET /api/rewards/ext/tier`
 * applies.
 */
export function createTiersService(deps: { tiersRepository: TiersRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async ladder(tenantId: string, language: Language): Promise<Tier[]> {
      const [rows, program] = await Promise.all([
        deps.tiersRepository.ladderWithTranslations(tenantId),
        deps.tiersRepository.program(tenantId),
      ]);
      const period = qualificationPeriod(now(), program.qualificationMonths);
      return rows.map(({ translations, ...row }) => {
        const text = localize({ name: row.name, benefits: row.benefits }, translations, language);
        return {
          number: row.number,
          name: text.name,
          creditsRequired: row.creditsRequired,
          benefits: text.benefits,
          colour: row.colour,
          qualificationMonths: program.qualificationMonths,
          periodStartsAt: period.start.toISOString(),
          periodEndsAt: period.end.toISOString(),
        };
      });
    },
  };
}
export type TiersService = ReturnType<typeof createTiersService>;
