import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeImageQuerySchema, errorResponseSchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import type { CodeImageService } from './code-image.service';

const paramsSchema = z.object({ rewardCode: z.string().trim().min(1).max(64) });

/**
 * docs/product.md#code-image GET codeimage/{rewardCode}?scale=0.6 (docs/design.md#loyalty-api), answered as
 * image/png.
 */
export async function codeImageRoutes(
  app: FastifyInstance,
  { codeImageService }: { codeImageService: CodeImageService },
) {
  app.get(
    '/api/codeimage/:rewardCode',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['rewards'],
        summary: 'QR code of one of my rewards, as a PNG',
        security: [{ bearer: [] }],
        querystring: docSchema(codeImageQuerySchema),
        response: {
          200: { description: 'image/png', type: 'string', format: 'binary' },
          ...Object.fromEntries([400, 401, 404].map((s) => [s, docSchema(errorResponseSchema)])),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { scale } = codeImageQuerySchema.parse(request.query);
      const { rewardCode } = paramsSchema.parse(request.params);
      const png = await codeImageService.render({
        tenantId: request.tenant.id,
        patronId: auth.patronId,
        rewardCode,
        scale,
      });
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );
}
