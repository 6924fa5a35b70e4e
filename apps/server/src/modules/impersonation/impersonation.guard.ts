import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

export const REFUSED_UNDER_IMPERSONATION = 'Not allowed while acting as a patron.';

/**
 * preHandler for password, PIN and contact changes (docs/design.md#identity-and-sessions): a manager acting
 * as a patron may not make them. Put it after `app.authenticate`.
 */
export async function refuseUnderImpersonation(request: FastifyRequest): Promise<void> {
  if (request.auth?.actor) throw new ForbiddenError(REFUSED_UNDER_IMPERSONATION);
}
