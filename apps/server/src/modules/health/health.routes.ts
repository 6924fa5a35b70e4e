import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const ok = z.object({ status: z.literal('ok') });

export async function healthRoutes(plain: FastifyInstance, { db }: { db: Database }) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Process is up', response: { 200: ok } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Database is reachable',
        response: { 200: ok, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ errors: ['Database unavailable'] });
      }
    },
  );
}
