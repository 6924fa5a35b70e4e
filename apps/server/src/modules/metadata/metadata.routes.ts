import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, METADATA_TYPES } from '@patron/contracts';
import { z } from 'zod';
import { docSchema } from '../../lib/doc-schema';
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
        response: { 404: docSchema(errorResponseSchema) },
      },
    },
    async (request) => {
      const { type } = paramsSchema.parse(request.params);
      return metadataService.get(request.tenant.id, type);
    },
  );
}
