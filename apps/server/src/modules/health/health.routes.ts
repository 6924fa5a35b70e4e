import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/healthz', { schema: { tags: ['operations'], summary: 'Process is up' } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['operations'], summary: 'Database is reachable' } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ errors: ['Database unavailable'] });
      }
    },
  );
}
