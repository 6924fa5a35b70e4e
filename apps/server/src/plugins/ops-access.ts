import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendError } from './errors';

export type OpsAccess = {
  /** Whether /metrics and /docs are served at all. */
  enabled: boolean;
  /** onRequest hook for those routes: lets the ops credential through, answers 401 otherwise. */
  guard(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * docs/design.md#running-scaling-operating: operations endpoints are open in development and test; in
 * production they need OPS_TOKEN (sent as `Authorization: Bearer …`) and are not served at all without it.
 */
export function createOpsAccess(config: Pick<Config, 'devMode' | 'opsToken'>): OpsAccess {
  const token = config.opsToken;
  if (config.devMode && !token) return { enabled: true, guard: async () => {} };
  if (!token) return { enabled: false, guard: async () => {} };
  const expected = digest(token);
  return {
    enabled: true,
    async guard(request, reply) {
      const header = request.headers.authorization ?? '';
      const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
      // Equal-length digests: the comparison time says nothing about the token.
      if (given && timingSafeEqual(digest(given), expected)) return undefined;
      reply.header('www-authenticate', 'Bearer realm="operations"');
      return sendError(request, reply, 401, ['An operations token is required.']);
    },
  };
}
