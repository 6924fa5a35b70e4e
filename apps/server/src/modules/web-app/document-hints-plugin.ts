import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MetadataService } from '../metadata/metadata.service';
import { createDocumentHints } from './document-hints';
import { readEntryRouteFiles } from './entry-route-files';

/** Adds the preload `Link` header of document-hints.ts to the portal's HTML pages. */
async function documentHintsPlugin(
  app: FastifyInstance,
  { metadataService, webDistDir }: { metadataService: MetadataService; webDistDir: string },
) {
  const hints = createDocumentHints({ metadataService, entryRouteFiles: readEntryRouteFiles(webDistDir) });
  // Every answer but a page goes through at once (an async hook cost each a promise); a page's
  // promise goes back to Fastify, which catches what fails after it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (!request.tenant || typeof type !== 'string' || !type.startsWith('text/html'))
      return done(null, payload);
    return hints(request.tenant.id, request.url.split('?')[0] ?? '/').then(
      (link) => {
        if (link) reply.header('link', link);
        return payload;
      },
      (error: unknown) => {
        // Hints only speed a page up: the page goes out without them.
        request.log.warn({ err: error }, 'no preload hints for this page');
        return payload;
      },
    );
  });
}

export default fp(documentHintsPlugin, { name: 'document-hints' });
