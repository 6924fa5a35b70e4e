import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, METADATA_TYPES } from '@patron/contracts';
import { z } from 'zod';
import { docSchema } from '../../lib/doc-schema';
import type { MetadataService } from './metadata.service';

const paramsSchema = z.object({ type: z.string().min(1, 'type is required').max(2000) });

/** Does If-None-Match (a list of tags, weak or strong, or `*`) match this entity tag? */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

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
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
