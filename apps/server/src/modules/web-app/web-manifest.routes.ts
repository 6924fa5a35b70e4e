import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MetadataService } from '../metadata/metadata.service';
import { webManifestOf, webManifestSchema } from './web-manifest';

const notModified = z.null().describe('Not modified: the If-None-Match tag is current');

/** The prepared JSON text as is: a string with a JSON type is never re-serialised. */
const sendText = (reply: FastifyReply, body: string) =>
  reply.type('application/manifest+json; charset=utf-8').send(body);

/** Installable per brand: the tenant of the Host gets its own name, icons and colours. */
export async function webManifestRoutes(
  app: FastifyInstance,
  { metadataService }: { metadataService: MetadataService },
) {
  const built = new WeakMap<Map<string, unknown>, { body: string; etag: string }>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['web app'],
        summary: "The tenant's web app manifest (name, icons, theme colour)",
        // Sent as the JSON text built once per metadata version (a string is never re-serialised).
        response: { 200: webManifestSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const all = await metadataService.all(request.tenant.id);
      let manifest = built.get(all);
      if (!manifest) {
        const body = JSON.stringify(webManifestOf(request.tenant, all.get('Branding')));
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
        built.set(all, (manifest = { body, etag }));
      }
      reply.header('etag', manifest.etag).header('cache-control', 'no-cache').header('vary', 'X-Target');
      if (request.headers['if-none-match'] === manifest.etag) return reply.code(304).send(null);
      return sendText(reply, manifest.body);
    },
  );
}
