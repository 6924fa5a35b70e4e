import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * docs/design.md#identity-and-sessions: strict CSP, no inline script, to protect the token kept in
 * localStorage.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
} as const;

export type CspDirectives = { [K in keyof typeof CSP_DIRECTIVES]: readonly string[] };

const dashed = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The header value of a set of directives (helmet's format: `name value;name value`). */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${dashed(name)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Helmet's defaults (less Cross-Origin-Embedder-Policy) with our CSP, computed once: helmet
 * rebuilt the CSP string on every request, a tenth of the time of a metadata answer.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': cspHeader(CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const satisfies Record<string, string>;

/**
 * What a script, style sheet or font under /assets keeps. The rest (CSP, framing, referrer…) only
 * means something on a document or a worker script, which carry it, and HSTS is learnt from the
 * document; on these files it was a kilobyte of headers on each of the sign-in page's critical
 * requests. SVG and images keep the full set: an SVG opened on its own is a document.
 */
const SUBRESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy'],
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options'],
};

/**
 * What an API answer keeps (OWASP's REST cheat sheet): a CSP that lets nothing load and nothing
 * frame it, in case one is ever opened as a page, no sniffing, HSTS, and no cross-origin reads. The
 * document's CSP, framing, referrer and legacy headers mean nothing on JSON, and were 12 headers on
 * every call: with these four, Branding answered 23.8k -> 33.2k requests a second on the 2-core
 * bench machine (alternated runs, median of 5).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy'],
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'],
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options'],
};

const SUBRESOURCE = /^\/assets\/[^?#]*\.(?:js|css|woff2?)(?:[?#]|$)/i;

/** The API's own paths: JSON answers (and a QR image, a PDF download), never a page. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/oauth/');

/**
 * A script, style sheet or font of the build, never a document; no worker is built into /assets
 * (apps/web/src/no-worker-scripts.test.ts), which would take its CSP from its own response.
 */
function isSubresource(url: string): boolean {
  return SUBRESOURCE.test(url);
}

export type SecurityOptions = {
  /**
   * The CSP of an HTML document of this request's tenant, when it differs from the default (a
   * tenant with analytics keys: docs/product.md#metadata-and-brands). Only documents need it: a browser
   * applies the CSP of the page, not of the API answers it fetches.
   */
  documentCsp?: (request: FastifyRequest) => Promise<string | undefined>;
};

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const url = request.url;
    reply.headers(
      isApi(url)
        ? API_SECURITY_HEADERS
        : isSubresource(url)
          ? SUBRESOURCE_SECURITY_HEADERS
          : SECURITY_HEADERS,
    );
    done();
  });
  const documentCsp = options.documentCsp;
  if (!documentCsp) return;
  // Every answer but a page goes through at once (an async hook cost each a promise); a page's
  // promise goes back to Fastify, which catches what fails after it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload);
    return documentCsp(request).then((csp) => {
      if (csp) reply.header('content-security-policy', csp);
      return payload;
    });
  });
}

export default fp(securityPlugin, { name: 'security' });
