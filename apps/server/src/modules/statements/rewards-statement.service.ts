import { lastKnownOf } from '../cms/cms-last-known';
import {
  periodEnd,
  periodStart,
  type PointsLots,
  type RewardsStatement,
  type rewardsStatementQuerySchema,
} from '@patron/contracts';
import type { z } from 'zod';
import type { CmsRegistry } from '../cms/cms-registry';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import { loadPlayer, type StatementCaller } from './statements-context';
import type { StatementHeaders } from './statement-header';
import type { StatementPdfRenderer } from './statement-pdf-renderer';

/** The most movements one PDF lists; a longer period is cut with a note. */
export const PDF_MAX_MOVEMENTS = 5000;

/** docs/design.md#loyalty-api rewards statement: movements with running balances, the open lots, the PDF. */
export function createRewardsStatementService(deps: {
  cms: CmsRegistry;
  playersRepository: PlayersRepository;
  pdfRenderer: Pick<StatementPdfRenderer, 'render'>;
  headers: StatementHeaders;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The query as the route's schema checked it (defaults filled in). */
  type Query = z.output<typeof rewardsStatementQuerySchema>;

  function parse(query: Query) {
    return {
      query,
      filter: {
        from: query.from ? periodStart(query.from) : undefined,
        to: query.to ? periodEnd(query.to) : undefined,
        currency: query.currency,
        searchText: query.searchText || undefined,
      },
    };
  }

  return {
    async movements(caller: StatementCaller, raw: Query): Promise<RewardsStatement> {
      const { query, filter } = parse(raw);
      const { key } = await loadPlayer(deps.playersRepository, caller);
      const cms = await deps.cms.forTenant(key.tenantId);
      return cms.getStatement(key, filter, {
        sortBy: query.sortBy,
        descending: query.isDescending ?? true,
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
      });
    },

    async lots(caller: StatementCaller): Promise<PointsLots> {
      const { key } = await loadPlayer(deps.playersRepository, caller);
      const cms = await deps.cms.forTenant(key.tenantId);
      const data = await cms.getPointsLots(key, now());
      return { data: [...data], total: data.length, ...lastKnownOf(data) };
    },

    /** The movements the list shows (period, currency, search), oldest first as a printed statement reads. */
    async pdf(caller: StatementCaller, raw: Query): Promise<Buffer> {
      const { query, filter } = parse(raw);
      const player = await loadPlayer(deps.playersRepository, caller);
      const cms = await deps.cms.forTenant(player.key.tenantId);
      const page = await cms.getStatement(player.key, filter, {
        descending: false,
        offset: 0,
        limit: PDF_MAX_MOVEMENTS,
      });
      const truncated = page.total > page.data.length ? PDF_MAX_MOVEMENTS : null;
      return deps.pdfRenderer.render(`${player.key.tenantId}:${player.key.playerId}`, {
        kind: 'rewards',
        header: await deps.headers(caller, player.row, now()),
        period: { from: query.from, to: query.to },
        movements: page.data,
        truncatedAt: truncated,
      });
    },
  };
}
export type RewardsStatementService = ReturnType<typeof createRewardsStatementService>;
