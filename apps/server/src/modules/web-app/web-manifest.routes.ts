import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MetadataService } from '../metadata/metadata.service';
import { webManifestOf } from './web-manifest';

/** Installable per brand: the tenant of the Host gets its own name, icons and colours. */
export async function webManifestRoutes(
  app: FastifyInstance,
  { metadataService }: { metadataService: MetadataService },
) {
  const built = new WeakMap<Map<string, unknown>, { body: string; etag: string }>();
  app.get(
    '/manifest.webmanifest',
    { schema: { tags: ['web app'], summary: "The tenant's web app manifest (name, icons, theme colour)" } },
    async (request, reply) => {
      const all = await metadataService.all(request.tenant.id);
      let manifest = built.get(all);
      if (!manifest) {
        const body = JSON.stringify(webManifestOf(request.tenant, all.get('Branding')));
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
        built.set(all, (manifest = { body, etag }));
      }
      reply.header('etag', manifest.etag).header('cache-control', 'no-cache').header('vary', 'X-Target');
      if (request.headers['if-none-match'] === manifest.etag) return reply.code(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(manifest.body);
    },
  );
}
