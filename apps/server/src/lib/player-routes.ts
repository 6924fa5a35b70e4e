import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../plugins/auth';
import type { JsonText } from './sql-json';

/** The signed-in player a loyalty route answers for. */
export type Who = { tenantId: string; patronId: string };

export function who(request: FastifyRequest): Who {
  return { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
}

/** Sends JSON text the database wrote, as it is. */
export function sendJsonText(reply: FastifyReply, json: JsonText<unknown>) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** OpenAPI tags and security of the player's loyalty routes. */
export const rewardsDoc = (summary: string) => ({ tags: ['rewards'], summary, security: [{ bearer: [] }] });
