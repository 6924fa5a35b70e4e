import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NEXT_BUILD_COOKIE = /(?:^|;\s*)web-build=next(?:;|$)/;
/** A browser that gets the second build's files (so never the first build's page). */
export function isNextBuildRequest(request: FastifyRequest): boolean {
  return NEXT_BUILD_COOKIE.test(request.headers.cookie ?? '');
}

const SERVER_PATHS = /^\/(api|oauth|social|dev|docs|healthz|readyz|metrics)(\/|$)/i;

/**
 * Development and tests only: a browser with the `web-build=next` cookie gets the files
 * of a second build, so one browser test can publish "a new release" to its own tab while the
 * other journeys sharing the server keep the first build.
 */
export function serveNextBuild(
  app: FastifyInstance,
  nextRoot: string,
  wantsSpa: (request: FastifyRequest) => boolean,
) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isNextBuildRequest(request)) return;
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (SERVER_PATHS.test(pathname)) return;
    const file = path.resolve(nextRoot, `.${pathname}`);
    if (file.startsWith(nextRoot + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.relative(nextRoot, file), nextRoot);
    }
    if (wantsSpa(request)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', nextRoot);
    }
  });
}
