import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, METADATA_TYPES } from '@patron/contracts';
import { z } from 'zod';
import { docSchema } from '../../lib/doc-schema';
import { matchesIfNoneMatch } from '../../lib/if-none-match';
import type { MetadataService } from './metadata.service';

const paramsSchema = z.object({ type: z.string().min(1, 'type is required').max(2000) });

export async function metadataRoutes(
  app: FastifyInstance,
  { metadataService }: { metadataService: MetadataService },
) {
  app.get(
    '/api/MetaData/:type',
    {
      schema: {
        tags: ['metadata'],
        summary: 'Tenant metadata: one type, or a comma-separated list answered as [{type, metadata}]',
        params: {
          type: 'object',
          properties: {
            type: { type: 'string', description: `One or more of ${METADATA_TYPES.join(', ')}` },
          },
        },
        response: {
          304: { description: 'Not modified: the If-None-Match tag is current', type: 'null' },
          404: docSchema(errorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const { type } = paramsSchema.parse(request.params);
      const { body, etag } = await metadataService.getSerialized(request.tenant.id, type);
      // Revalidated on every use (an edit shows once the server reads it), 304 when unchanged; the
      // answer depends on the tenant, so on Host and, outside production, X-Target.
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'X-Target');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
