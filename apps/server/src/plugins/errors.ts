import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  DomainError,
  type DomainErrorKind,
  formatZodIssues,
  HttpError,
  OAuthError,
  TooManyRequestsError,
} from '../lib/errors';
import { localizeMessage } from '../lib/i18n/localize-message';
import { requestLanguage } from '../lib/public-content';

const STATUS_OF: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooManyRequests: 429,
  unavailable: 503,
};

// The remote service's /revoke/ is /oauth/revoke under another path and documents its failures as
// the same RFC 6749 bodies: a malformed URL or body there must not answer `{errors}` instead.
const OAUTH_PATH = /^\/(oauth|revoke)(\/|\?|$)/;
const isOAuthPath = (url: string) => OAUTH_PATH.test(url);

/**
 * The one error shape: RFC 6749 bodies under /oauth, `{errors: [...]}` everywhere else, each message
 * in the request's language (its `Locale` header, docs/product.md#validation).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, messages: string[]) {
  const language = requestLanguage(request);
  const localized = messages.map((m) => localizeMessage(language, m));
  if (isOAuthPath(request.url)) {
    const error = status >= 500 ? 'server_error' : status === 401 ? 'invalid_client' : 'invalid_request';
    return reply.status(status).send({ error, error_description: localized.join('; ') });
  }
  return reply.status(status).send({ errors: localized });
}

const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';
const SURROGATE_MESSAGE = 'The request contains text that is not valid Unicode (an unpaired surrogate).';
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// PostgreSQL refuses NUL in text, and an unpaired surrogate (JSON may escape one) has no UTF-8 form:
// PGlite's encoder fails on it, node-postgres would store U+FFFD instead. Both are refused at the
// door, so no query can fail with a 500 on them.
function textProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    return UNPAIRED_SURROGATE.test(value) ? SURROGATE_MESSAGE : undefined;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const problem = textProblem(k) ?? textProblem(v, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

// The provider reports a zod issue's path as a JSON pointer; the answer names it as zod does.
const issueOf = ({ instancePath, message }: { instancePath: string; message?: string }) => ({
  path: instancePath === '/' ? [] : instancePath.slice(1).split('/'),
  message: message ?? '',
});

async function errorsPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = textProblem(request.body) ?? textProblem(request.query) ?? textProblem(request.params);
    done(problem ? new HttpError(400, [problem]) : undefined);
  });
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof OAuthError) {
      const body = error.toBody();
      const description = localizeMessage(requestLanguage(request), body.error_description ?? '');
      return reply.status(error.statusCode).send({ ...body, error_description: description });
    }
    if (error instanceof DomainError) {
      if (error.kind === 'unauthorized') reply.header('WWW-Authenticate', 'Bearer');
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(request, reply, STATUS_OF[error.kind], error.messages);
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.messages);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 400, formatZodIssues(error.validation.map(issueOf)));
    }
    if (error instanceof ZodError) return sendError(request, reply, 400, formatZodIssues(error.issues));
    const status = 'statusCode' in error ? error.statusCode : undefined;
    // Fastify's own client errors (bad JSON, 415, 413, bad headers) carry a safe message.
    if (status && status >= 400 && status < 500) return sendError(request, reply, status, [error.message]);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, ['Internal server error']);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
