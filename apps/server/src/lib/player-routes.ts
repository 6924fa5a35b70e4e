import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../plugins/auth';

/** The signed-in player a loyalty route answers for. */
export type Who = { tenantId: string; patronId: string };

export function who(request: FastifyRequest): Who {
  return { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
}

/** OpenAPI tags and security of the player's loyalty routes. */
export const rewardsDoc = (summary: string) => ({ tags: ['rewards'], summary, security: [{ bearer: [] }] });
