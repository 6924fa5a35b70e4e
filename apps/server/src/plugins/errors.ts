import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { formatZodIssues, HttpError, OAuthError } from '../lib/errors';

const isOAuthPath = (url: string) => url.startsWith('/oauth/') || url === '/oauth';

function send(request: FastifyRequest, reply: FastifyReply, status: number, messages: string[]) {
  if (isOAuthPath(request.url)) {
    const error = status >= 500 ? 'server_error' : status === 401 ? 'invalid_client' : 'invalid_request';
    return reply.status(status).send({ error, error_description: messages.join('; ') });
  }
  return reply.status(status).send({ errors: messages });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof OAuthError) return reply.status(error.statusCode).send(error.toBody());
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.messages);
    }
    if (error instanceof ZodError) return send(request, reply, 400, formatZodIssues(error.issues));
    const status = 'statusCode' in error ? error.statusCode : undefined;
    // Fastify's own client errors (bad JSON, 415, 413, bad headers) carry a safe message.
    if (status && status >= 400 && status < 500) return send(request, reply, status, [error.message]);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, ['Internal server error']);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
