import type { Badge, BadgeList, BadgeShowcaseItem, Language, listBadgesQuerySchema } from '@patron/contracts';
import type { z } from 'zod';
import { UnauthorizedError } from '../../lib/errors';
import { localize } from '../../lib/localize';
import type { CmsRegistry } from '../cms/cms-registry';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { TiersRepository } from '../tiers/tiers.repository';
import type { BadgeEvaluator } from './badge-evaluator';
import type { BadgeLedgerRepository } from './badge-ledger.repository';
import type { BadgeContext } from './badge-rules';
import type { BadgeDefinition, BadgesRepository } from './badges.repository';

function showcaseItem(definition: BadgeDefinition, language: Language): BadgeShowcaseItem {
  const text = localize(
    { name: definition.name, description: definition.description },
    definition.translations,
    language,
  );
  return { id: definition.key, ...text, imageUrl: definition.imageUrl };
}

const SORTS: Record<'order' | 'name' | 'earnedAt', (a: Badge, b: Badge) => number> = {
  order: () => 0,
  name: (a, b) => a.name.localeCompare(b.name),
  earnedAt: (a, b) => (a.earnedAt ?? '\uffff').localeCompare(b.earnedAt ?? '\uffff'),
};

/**
 * Badges (medallions) of the tenant and the signed-in player's progress toward each
 * (docs/design.md#loyalty-api).
 */
export function createBadgesService(deps: {
  badgesRepository: BadgesRepository;
  badgeLedgerRepository: BadgeLedgerRepository;
  tiersRepository: TiersRepository;
  playersRepository: PlayersRepository;
  cms: CmsRegistry;
  evaluator: BadgeEvaluator;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function context(tenantId: string, patronId: string): Promise<BadgeContext> {
    const row = await deps.playersRepository.findByPatronId(tenantId, patronId);
    if (!row) throw new UnauthorizedError();
    const player = { tenantId, playerId: row.id };
    const at = now();
    let tier: Promise<{ credits: number }> | undefined;
    let program: ReturnType<BadgeContext['program']> | undefined;
    return {
      player,
      now: at,
      ledger: deps.badgeLedgerRepository,
      tier: () => (tier ??= deps.cms.forTenant(player.tenantId).then((cms) => cms.getTier(player, at))),
      program: () =>
        (program ??= Promise.all([
          deps.tiersRepository.program(tenantId),
          deps.tiersRepository.ladder(tenantId),
        ]).then(([p, ladder]) => ({ qualificationMonths: p.qualificationMonths, ladder }))),
    };
  }

  return {
    async list(
      who: { tenantId: string; patronId: string },
      query: z.output<typeof listBadgesQuerySchema>,
      language: Language,
    ): Promise<BadgeList> {
      const ctx = await context(who.tenantId, who.patronId);
      const definitions = await deps.badgesRepository.definitions(who.tenantId);
      const all: Badge[] = [];
      // One after another: PGlite runs one query at a time, and a player has a handful of badges.
      for (const definition of definitions) {
        const result = await deps.evaluator.evaluate(definition.rule, ctx);
        if (!result) continue;
        all.push({
          ...showcaseItem(definition, language),
          earnedAt: result.earnedAt?.toISOString() ?? null,
          progress: { current: result.current, target: result.target },
        });
      }
      const search = query.searchText?.toLocaleLowerCase();
      const kept = all.filter(
        (b) =>
          (!query.status || (query.status === 'earned') === (b.earnedAt !== null)) &&
          (!search || b.name.toLocaleLowerCase().includes(search)),
      );
      const sorted = [...kept].sort(SORTS[query.sortBy]);
      if (query.isDescending) sorted.reverse();
      const start = (query.pageNumber - 1) * query.pageSize;
      return { data: sorted.slice(start, start + query.pageSize), total: kept.length };
    },

    /** The badges as the kiosk lobby shows them: definitions only, never a player's progress. */
    async showcase(tenantId: string, language: Language, ids?: string[]): Promise<BadgeShowcaseItem[]> {
      const definitions = (await deps.badgesRepository.definitions(tenantId)).filter((d) =>
        deps.evaluator.accepts(d.rule),
      );
      if (!ids) return definitions.map((d) => showcaseItem(d, language));
      const byKey = new Map(definitions.map((d) => [d.key, d]));
      return ids.flatMap((id) => {
        const d = byKey.get(id);
        return d ? [showcaseItem(d, language)] : [];
      });
    },
  };
}
export type BadgesService = ReturnType<typeof createBadgesService>;
