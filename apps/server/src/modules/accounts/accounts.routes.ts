import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  autoSignUpBodySchema,
  autoSignUpResponseSchema,
  checkAccountQuerySchema,
  checkAccountResponseSchema,
  confirmEmailBodySchema,
  deleteAccountResponseSchema,
  errorResponseSchema,
  recoveryPlayerLinkBodySchema,
  recoveryPlayerQuerySchema,
  recoveryPlayerResponseSchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  undoContactChangeBodySchema,
  updatePasswordBodySchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import { refuseUnderImpersonation } from '../impersonation/impersonation.guard';
import type { CallerOf } from './account-caller';
import type { AccountDeletionService } from './account-deletion.service';
import type { AccountLinksService } from './account-links.service';
import type { ContactChangesService } from './contact-changes.service';
import type { SignUpService } from './sign-up.service';

const error = errorResponseSchema;
const failures = { 400: error, 429: error };
const ACCEPTED = { accepted: true } as const;
const doc = <S extends object>(summary: string, extra: S) => ({
  schema: { tags: ['accounts'], summary, ...extra },
});
const noContent = z.null();

/** docs/design.md#account-calls account calls (docs/product.md#profile profile). */
export async function accountsRoutes(
  fastify: FastifyInstance,
  deps: {
    callerOf: CallerOf;
    signUpService: SignUpService;
    accountLinksService: AccountLinksService;
    accountDeletionService: AccountDeletionService;
    contactChangesService: ContactChangesService;
  },
) {
  const { callerOf, signUpService: signUp, accountLinksService: links } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/players/signup/ext',
    doc('Join: the same 201 whether or not the e-mail or username is taken (the owner is e-mailed)', {
      // Documentation only: the tenant's own rules (fields, terms, age) are applied by the service,
      // after its address limit and the closed-sign-up 403, so the body is validated there.
      body: docSchema(signUpBodySchema),
      response: { 201: acceptedResponseSchema, 403: error, ...failures },
    }),
    async (request, reply) => {
      await signUp.signUp(await callerOf(request), request.body);
      return reply.status(201).send(ACCEPTED);
    },
  );

  app.post(
    '/api/profile/confirmEmail',
    doc('Confirm an e-mail address with the link sent to it (single use)', {
      body: confirmEmailBodySchema,
      response: { 204: noContent, 409: error, ...failures },
    }),
    async (request, reply) => {
      await links.confirmEmail(await callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/profile/resetPassword',
    doc('Send a password-reset link; the same 202 whether or not the account exists', {
      body: resetPasswordBodySchema,
      response: { 202: acceptedResponseSchema, ...failures },
    }),
    async (request, reply) => {
      const { username } = request.body;
      await links.resetPassword(await callerOf(request), username);
      return reply.status(202).send(ACCEPTED);
    },
  );

  app.post(
    '/api/profile/updatePassword',
    doc('Set a new password with a reset link (single use, 30 min); ends every session', {
      body: updatePasswordBodySchema,
      response: { 204: noContent, ...failures },
    }),
    async (request, reply) => {
      await links.updatePassword(await callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/profile/undoContactChange',
    doc(
      'Undo an e-mail or phone change with the link sent to the old address; sets a new password, ends every session',
      {
        body: undoContactChangeBodySchema,
        response: { 204: noContent, 409: error, ...failures },
      },
    ),
    async (request, reply) => {
      await deps.contactChangesService.undo(await callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profile/check',
    doc('Whether a CMS player (externalId) already has an online account', {
      querystring: checkAccountQuerySchema,
      response: { 200: checkAccountResponseSchema, ...failures },
    }),
    async (request) => signUp.check(await callerOf(request), request.query),
  );

  app.post(
    '/api/profile/autoSignUp',
    doc('An online account for a CMS player proven by the e-mail on record or card and PIN', {
      body: autoSignUpBodySchema,
      response: { 201: autoSignUpResponseSchema, 409: error, ...failures },
    }),
    async (request, reply) => {
      const result = await signUp.autoSignUp(await callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/profile/recoveryPlayerLink',
    doc('Send a username-recovery link by e-mail or SMS; the same 202 whether or not it matches', {
      body: recoveryPlayerLinkBodySchema,
      response: { 202: acceptedResponseSchema, ...failures },
    }),
    async (request, reply) => {
      const { identifier } = request.body;
      await links.recoveryPlayerLink(await callerOf(request), identifier);
      return reply.status(202).send(ACCEPTED);
    },
  );

  app.post(
    '/api/profile/recoveryPlayer',
    doc('The username, for a recovery link (single use)', {
      querystring: recoveryPlayerQuerySchema,
      response: { 200: recoveryPlayerResponseSchema, ...failures },
    }),
    async (request) => links.recoveryPlayer(await callerOf(request), request.query),
  );

  app.delete(
    '/api/profile/',
    {
      preHandler: [fastify.authenticate, refuseUnderImpersonation],
      ...doc('Close my account: sign-in refused now, personal data masked later', {
        security: [{ bearer: [] }],
        response: { 202: deleteAccountResponseSchema, 401: error, 403: error },
      }),
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const result = await deps.accountDeletionService.delete(await callerOf(request), auth.patronId);
      return reply.status(202).send(result);
    },
  );
}
