import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorResponseSchema,
  normalizeLanguage,
  pointsLotsSchema,
  rewardsStatementQuerySchema,
  rewardsStatementSchema,
  stepUpTokenSchema,
  winLossStatementSchema,
  winLossUnlockBodySchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import type { RewardsStatementService } from './rewards-statement.service';
import type { StatementCaller } from './statements-context';
import type { WinLossService } from './win-loss.service';

const errorDoc = docSchema(errorResponseSchema);
const readErrors = { 400: errorDoc, 401: errorDoc };
const pdfDoc = { type: 'string', format: 'binary', description: 'application/pdf' };
const stepUpHeader = {
  type: 'object',
  properties: {
    'x-step-up': { type: 'string', description: 'The token of POST /api/statements/win-loss/unlock' },
  },
};

function caller(request: FastifyRequest): StatementCaller {
  const locale = request.headers.locale;
  return {
    tenantId: request.tenant.id,
    tenantName: request.tenant.name,
    patronId: requireAuth(request).patronId,
    language: normalizeLanguage(Array.isArray(locale) ? locale[0] : locale),
    address: request.ip,
  };
}

function stepUp(request: FastifyRequest): string | undefined {
  const header = request.headers['x-step-up'];
  return typeof header === 'string' && header.length <= 200 ? header : undefined;
}

const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${filename}"`).send(pdf);

/**
 * docs/design.md#loyalty-api statements. Nothing here may be kept by a browser or a proxy: `no-store` on
 * every answer.
 */
export async function statementsRoutes(
  app: FastifyInstance,
  deps: { rewardsStatementService: RewardsStatementService; winLossService: WinLossService },
) {
  const { rewardsStatementService, winLossService } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
  });
  const base = { preHandler: app.authenticate };
  const doc = (summary: string, extra: Record<string, unknown>) => ({
    tags: ['statements'],
    summary,
    security: [{ bearer: [] }],
    ...extra,
  });

  app.get(
    '/api/statements/rewards',
    {
      ...base,
      schema: doc('Ledger movements with running balances, by period and currency (paged, newest first)', {
        querystring: docSchema(rewardsStatementQuerySchema),
        response: { 200: docSchema(rewardsStatementSchema), ...readErrors },
      }),
    },
    async (request) => rewardsStatementService.movements(caller(request), request.query),
  );

  app.get(
    '/api/statements/rewards/lots',
    {
      ...base,
      schema: doc('Points lots still holding points and when each expires', {
        response: { 200: docSchema(pointsLotsSchema), ...readErrors },
      }),
    },
    async (request) => rewardsStatementService.lots(caller(request)),
  );

  app.get(
    '/api/statements/rewards.pdf',
    {
      ...base,
      schema: doc('The rewards statement of a period as a PDF', {
        querystring: docSchema(rewardsStatementQuerySchema),
        response: { 200: pdfDoc, ...readErrors },
      }),
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await rewardsStatementService.pdf(caller(request), request.query),
        'rewards-statement.pdf',
      ),
  );

  app.post(
    '/api/statements/win-loss/unlock',
    {
      ...base,
      schema: doc('Step-up: the password or PIN again, for a 5-minute win/loss token', {
        body: docSchema(winLossUnlockBodySchema),
        response: { 200: docSchema(stepUpTokenSchema), ...readErrors, 403: errorDoc, 429: errorDoc },
      }),
    },
    async (request) => winLossService.unlock(caller(request), request.body),
  );

  app.get(
    '/api/statements/win-loss/:year',
    {
      ...base,
      schema: doc('Win/loss estimate of a calendar year (JSON, or PDF as {year}.pdf); needs X-Step-Up', {
        params: { type: 'object', properties: { year: { type: 'string' } }, required: ['year'] },
        headers: stepUpHeader,
        response: { 200: docSchema(winLossStatementSchema), ...readErrors, 403: errorDoc },
      }),
    },
    async (request, reply) => {
      const { year, pdf } = winLossService.parseYear((request.params as { year: string }).year);
      if (!pdf) return winLossService.year(caller(request), year, stepUp(request));
      return sendPdf(
        reply,
        await winLossService.pdf(caller(request), year, stepUp(request)),
        `win-loss-${year}.pdf`,
      );
    },
  );
}
