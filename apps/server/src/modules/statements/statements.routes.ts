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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { RewardsStatementService } from './rewards-statement.service';
import type { StatementCaller } from './statements-context';
import type { WinLossService } from './win-loss.service';

const readErrors = { 400: errorResponseSchema, 401: errorResponseSchema };
// A Buffer is sent as is (never serialised); the document calls it a binary string.
const pdfDoc = z
  .instanceof(Buffer)
  .meta({ type: 'string', format: 'binary', description: 'application/pdf' });
// Loose: a strict headers schema would leave request.headers with only the declared key. Not
// checked here: a token that is missing or too long is refused by the service with 403.
const stepUpHeaders = z.looseObject({
  'x-step-up': z.unknown().optional().describe('The token of POST /api/statements/win-loss/unlock'),
});
const yearParams = z.object({ year: z.string().describe('YYYY, or YYYY.pdf for the PDF') });
// The year's JSON answer or its PDF.
const winLossAnswer = z.union([winLossStatementSchema, pdfDoc]);

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

/** Statements. Nothing here may be kept by a browser or a proxy: `no-store` on every answer. */
export async function statementsRoutes(
  plain: FastifyInstance,
  deps: { rewardsStatementService: RewardsStatementService; winLossService: WinLossService },
) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { rewardsStatementService, winLossService } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
  });
  // Before validation: without a valid token the answer is 401, whatever the input.
  const base = { preValidation: app.authenticate };
  const doc = (summary: string) => ({ tags: ['statements'], summary, security: [{ bearer: [] }] });

  app.get(
    '/api/statements/rewards',
    {
      ...base,
      schema: {
        ...doc('Ledger movements with running balances, by period and currency (paged, newest first)'),
        querystring: rewardsStatementQuerySchema,
        response: { 200: rewardsStatementSchema, ...readErrors },
      },
    },
    async (request) => rewardsStatementService.movements(caller(request), request.query),
  );

  app.get(
    '/api/statements/rewards/lots',
    {
      ...base,
      schema: {
        ...doc('Points lots still holding points and when each expires'),
        response: { 200: pointsLotsSchema, ...readErrors },
      },
    },
    async (request) => rewardsStatementService.lots(caller(request)),
  );

  app.get(
    '/api/statements/rewards.pdf',
    {
      ...base,
      schema: {
        ...doc('The rewards statement of a period as a PDF'),
        querystring: rewardsStatementQuerySchema,
        response: { 200: pdfDoc, ...readErrors },
      },
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
      schema: {
        ...doc('Step-up: the password or PIN again, for a 5-minute win/loss token'),
        body: winLossUnlockBodySchema,
        response: {
          200: stepUpTokenSchema,
          ...readErrors,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => winLossService.unlock(caller(request), request.body),
  );

  app.get(
    '/api/statements/win-loss/:year',
    {
      ...base,
      schema: {
        ...doc('Win/loss estimate of a calendar year (JSON, or PDF as {year}.pdf); needs X-Step-Up'),
        params: yearParams,
        headers: stepUpHeaders,
        response: { 200: winLossAnswer, ...readErrors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { year, pdf } = winLossService.parseYear(request.params.year);
      if (!pdf) return winLossService.year(caller(request), year, stepUp(request));
      return sendPdf(
        reply,
        await winLossService.pdf(caller(request), year, stepUp(request)),
        `win-loss-${year}.pdf`,
      );
    },
  );
}
