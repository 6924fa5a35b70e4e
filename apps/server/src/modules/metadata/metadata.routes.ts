import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, METADATA_TYPES } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../lib/if-none-match';
import type { MetadataService } from './metadata.service';

const paramsSchema = z.object({
  type: z
    .string()
    .min(1, 'type is required')
    .max(2000)
    .describe(`One or more of ${METADATA_TYPES.join(', ')}`),
});
const metadataAnswer = z.unknown().describe("One type's metadata, or [{type, metadata}]");
const notModified = z.null().describe('Not modified: the If-None-Match tag is current');

export async function metadataRoutes(
  app: FastifyInstance,
  { metadataService }: { metadataService: MetadataService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/MetaData/:type',
    {
      schema: {
        tags: ['metadata'],
        summary: 'Tenant metadata: one type, or a comma-separated list answered as [{type, metadata}]',
        params: paramsSchema,
        // The 200 answer is one type's metadata or a list of them, sent as prepared JSON text (so
        // never re-serialised); it has no single schema yet.
        response: { 200: metadataAnswer, 304: notModified, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const { body, etag } = await metadataService.getSerialized(request.tenant.id, type);
      // Revalidated on every use (an edit shows once the server reads it), 304 when unchanged; the
      // answer depends on the tenant, so on Host and, outside production, X-Target.
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'X-Target');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
