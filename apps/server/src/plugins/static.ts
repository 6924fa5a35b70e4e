import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../lib/errors';
import { serveNextBuild } from './static-next-build';

const NOT_SPA = /^\/(api|oauth|docs|healthz|readyz|metrics|assets)(\/|\?|$)/i;

/** A browser asking for a page of the SPA (not the API, not a file). */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_SPA.test(request.url)) return false;
  if (path.extname(request.url.split('?')[0] ?? '')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Serves the built SPA with a history fallback; the API keeps working without it. */
async function staticPlugin(app: FastifyInstance, { root, nextRoot }: { root: string; nextRoot?: string }) {
  const indexFile = path.join(root, 'index.html');
  const enabled = fs.existsSync(indexFile);
  if (!enabled) app.log.warn({ root }, 'web dist directory has no index.html; static serving is off');
  else {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      // The build writes .br/.gz beside each text file; sent as they are, with Vary.
      preCompressed: true,
      setHeaders(res, filePath) {
        // A precompressed copy (.br/.gz) is the same hashed file.
        const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp)(\.br|\.gz)?$/.test(filePath);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    if (nextRoot) serveNextBuild(app, nextRoot, wantsSpa);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (enabled && wantsSpa(request)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw new NotFoundError(`Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`);
  });
}

export default fp(staticPlugin, { name: 'static' });
