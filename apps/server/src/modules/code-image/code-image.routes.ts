import type { FastifyInstance } from 'fastify';
import { codeImageQuerySchema, errorResponseSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { CodeImageService } from './code-image.service';

const paramsSchema = z.object({ rewardCode: z.string().trim().min(1).max(64) });
// A Buffer is sent as is (never serialised); the document calls it a binary string.
const png = z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'image/png' });

/** GET codeimage/{rewardCode}?scale=0.6 (docs/design.md#loyalty-api), answered as image/png. */
export async function codeImageRoutes(
  app: FastifyInstance,
  { codeImageService }: { codeImageService: CodeImageService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/codeimage/:rewardCode',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['rewards'],
        summary: 'QR code of one of my rewards, as a PNG',
        security: [{ bearer: [] }],
        querystring: codeImageQuerySchema,
        params: paramsSchema,
        response: { 200: png, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const image = await codeImageService.render({
        tenantId: request.tenant.id,
        patronId: auth.patronId,
        rewardCode: request.params.rewardCode,
        scale: request.query.scale,
      });
      return reply.type('image/png').header('cache-control', 'private, no-store').send(image);
    },
  );
}
