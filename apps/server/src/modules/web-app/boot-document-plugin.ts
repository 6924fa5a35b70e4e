import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, entryRouteOf } from '@patron/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesIfNoneMatch } from '../../lib/if-none-match';
import { isNextBuildRequest } from '../../plugins/static-next-build';
import { wantsSpa } from '../../plugins/static';
import type { MetadataService } from '../metadata/metadata.service';
import { pickEncoding } from './accept-encoding';
import { createBootDocument } from './boot-document';

async function readCatalog(distDir: string): Promise<{ language: string; json: string } | undefined> {
  try {
    const file = await fs.promises.readFile(
      path.join(distDir, 'assets', 'l10n', `${DEFAULT_LANGUAGE}.json`),
      'utf8',
    );
    // The same strings without the file's indentation.
    return { language: DEFAULT_LANGUAGE, json: JSON.stringify(JSON.parse(file)) };
  } catch {
    return undefined;
  }
}

type DocumentFor = ReturnType<typeof createBootDocument>;

/**
 * The pages of the build now in the dist directory: read again when index.html changes, so a build
 * replaced under a running server never gets a page naming the old build's files (as static does).
 */
function currentBuild(metadataService: MetadataService, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  let current: { version: string; documentFor: DocumentFor } | undefined;
  return async (): Promise<DocumentFor | undefined> => {
    const stat = await fs.promises.stat(indexFile).catch(() => undefined);
    if (!stat) return undefined;
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (current?.version !== version) {
      const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
      const catalog = await readCatalog(distDir);
      current = { version, documentFor: createBootDocument({ metadataService, indexHtml, catalog }) };
    }
    return current.documentFor;
  };
}

/**
 * First load: the sign-in page and a layout's home (`entryRouteOf`, @patron/contracts) go out with the
 * bootstrap data of boot-document.ts, for the tenant of the Host only: a request naming its tenant
 * by X-Target, and a browser on the second test build, get the plain index.html of the static plugin.
 */
async function bootDocumentPlugin(
  app: FastifyInstance,
  options: { metadataService: MetadataService; webDistDir: string; nextBuild: boolean },
) {
  const build = currentBuild(options.metadataService, options.webDistDir);
  const isEntryPage = (request: FastifyRequest) =>
    Boolean(request.tenant) &&
    wantsSpa(request) &&
    request.headers['x-target'] === undefined &&
    !(options.nextBuild && isNextBuildRequest(request)) &&
    entryRouteOf(request.url.split('?')[0] ?? '/') !== undefined;

  // Every other request goes through at once (an async hook cost each a promise); the page's
  // promise goes back to Fastify.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isEntryPage(request)) return done();
    return sendEntryPage(request, reply);
  });

  /**
   * The entry page with its bootstrap data, or nothing (the static plugin serves the page). The
   * reply it returns settles once the page is out, so Fastify runs nothing more for the request.
   */
  async function sendEntryPage(request: FastifyRequest, reply: FastifyReply) {
    let document;
    try {
      document = await (await build())?.(request.tenant.id);
    } catch (error) {
      // The data only saves the page a round trip: it goes out without it and asks as before.
      request.log.warn({ err: error }, 'no bootstrap data in this page');
      return;
    }
    if (!document) return;
    // One Host, one tenant: no shared cache may keep it (one that ignored Host would hand it to
    // another tenant); a browser revalidates it on every use, so an operator's edit shows.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Encoding, X-Target')
      .header('etag', document.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(document.body(encoding));
  }
}

export default fp(bootDocumentPlugin, { name: 'boot-document' });
