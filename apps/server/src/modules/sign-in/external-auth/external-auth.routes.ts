import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  externalForgotBodySchema,
  externalLinkWithIdpBodySchema,
  externalLoginBodySchema,
  externalLoginResponseSchema,
  externalSignUpBodySchema,
  externalSignUpResponseSchema,
  externalValidateBodySchema,
  externalValidateResponseSchema,
  idpLogoutQuerySchema,
  idpLogoutResponseSchema,
  linkSocialAccountBodySchema,
  linkSocialAccountResponseSchema,
} from '@patron/contracts';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/auth';
import type { SocialProvider } from '../identity/social-verifier';
import type { ExternalAuthService } from './external-auth.service';
import { bindingCookie } from '../identity/idp-browser-binding';
import type { IdpLoginService } from './idp-login.service';
import type { RequestOrigin } from '../../../lib/portal-origin';
import { socialDialogPath, socialDialogTarget } from './social-dialogs';
import { refuseUnderImpersonation } from '../../impersonation/impersonation.guard';
import type { CallerOf } from '../../accounts/account-caller';
import type { AccountLinksService } from '../../accounts/account-links.service';
import type { SignUpService } from '../../accounts/sign-up.service';

const errors = errorResponseSchema;
const noContent = z.null();
const idpParamsSchema = z.object({ idp: z.string().regex(/^[a-z0-9-]{1,32}$/, 'unknown identity provider') });
const SOCIAL: { path: string; provider: SocialProvider }[] = [
  { path: 'Facebook', provider: 'facebook' },
  { path: 'Google', provider: 'google' },
];

const originOf = (request: FastifyRequest): RequestOrigin => ({
  protocol: request.protocol,
  host: request.host,
});
const callerOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, address: request.ip });
/** Sets the browser-binding cookie and answers only the spec's redirectUrl. */
function redirectBoundToBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  started: Awaited<ReturnType<IdpLoginService['start']>>,
) {
  reply.header('Set-Cookie', bindingCookie({ ...started.binding, secure: request.protocol === 'https' }));
  return { redirectUrl: started.redirectUrl };
}

const doc = <S extends object>(summary: string, extra: S = {} as S) => ({
  schema: { tags: ['externalAuth'], summary, ...extra },
});

/** docs/product.md#sign-in "Other authentication calls". */
export async function externalAuthRoutes(
  fastify: FastifyInstance,
  deps: {
    externalAuthService: ExternalAuthService;
    idpLoginService: IdpLoginService;
    /** Where /social/{provider} (the seeded SsoProviders authEndpoint) sends the browser. */
    socialDialogUrls: Record<SocialProvider, string>;
    /** forgot sends the same reset link as POST /api/profile/resetPassword. */
    accountLinksService: Pick<AccountLinksService, 'resetPassword'>;
    /** signUp e-mails what POST /api/players/signup/ext does: a confirmation, or "already registered". */
    signUpService: Pick<SignUpService, 'sendConfirmationTo' | 'tellAlreadyRegistered'>;
    callerOf: CallerOf;
  },
) {
  const { externalAuthService: service, idpLoginService } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated, as when the handlers parsed it: 401/403 whatever the body.
  const guarded = [fastify.authenticate, refuseUnderImpersonation];

  for (const { provider } of SOCIAL) {
    app.get(socialDialogPath(provider), { schema: { hide: true } }, async (request, reply) =>
      reply.redirect(socialDialogTarget(deps.socialDialogUrls[provider], request.url), 302),
    );
  }

  app.post(
    '/api/externalAuth/signUp',
    doc('External sign-up: one answer whether or not the e-mail is taken', {
      body: externalSignUpBodySchema,
      response: { 200: externalSignUpResponseSchema, 400: errors },
    }),
    async (request) => {
      const body = request.body;
      const { username, created } = await service.signUp(callerOf(request), body);
      const caller = await deps.callerOf(request);
      if (created) await deps.signUpService.sendConfirmationTo(caller, username);
      else await deps.signUpService.tellAlreadyRegistered(caller, username);
      return { username };
    },
  );

  app.post(
    '/api/externalAuth/forgot',
    doc('E-mail a password-reset link; answers {} whether or not the email exists', {
      body: externalForgotBodySchema,
      response: { 200: z.object({}), 400: errors, 429: errors },
    }),
    async (request) => {
      const { email } = request.body;
      await deps.accountLinksService.resetPassword(await deps.callerOf(request), email);
      return {};
    },
  );

  app.post(
    '/api/externalAuth/validate',
    doc('Check a patron number and PIN (counts against the lockout)', {
      body: externalValidateBodySchema,
      response: { 200: externalValidateResponseSchema, 400: errors },
    }),
    async (request) => {
      const input = request.body;
      return service.validate(callerOf(request), input.patronNumber, input.pin);
    },
  );

  app.post(
    '/api/externalAuth/linkWithOkta',
    doc(
      'Prove a portal account, then link it to an IdP identity through the IdP redirect. Sets an ' +
        'HttpOnly cookie that the code grant of this browser must present',
      {
        body: externalLinkWithIdpBodySchema,
        response: { 200: externalLoginResponseSchema, 400: errors },
      },
    ),
    async (request, reply) => {
      const input = request.body;
      const player = await service.proveAccount(callerOf(request), input);
      const started = await idpLoginService.start({
        tenantId: request.tenant.id,
        idp: 'okta',
        request: originOf(request),
        linkPlayerId: player.id,
      });
      return redirectBoundToBrowser(request, reply, started);
    },
  );

  for (const { path, provider } of SOCIAL) {
    app.post(
      `/api/externalAuth/link${path}Acc`,
      {
        preValidation: guarded,
        ...doc(`Link the signed-in player to a ${path} profile; needs the current password or PIN`, {
          security: [{ bearer: [] }],
          body: linkSocialAccountBodySchema,
          response: {
            200: linkSocialAccountResponseSchema,
            400: errors,
            401: errors,
            409: errors,
          },
        }),
      },
      async (request) => {
        const auth = requireAuth(request);
        const body = request.body;
        return service.linkSocial(callerOf(request), auth.patronId, provider, body);
      },
    );
    app.delete(
      `/api/externalAuth/unlink${path}Acc`,
      {
        preHandler: guarded,
        ...doc(`Remove the signed-in player's ${path} link`, {
          security: [{ bearer: [] }],
          response: { 200: linkSocialAccountResponseSchema, 401: errors, 404: errors },
        }),
      },
      async (request) => service.unlinkSocial(request.tenant.id, requireAuth(request).patronId, provider),
    );
  }

  app.delete(
    '/api/externalAuth/unlinkOktaAcc',
    {
      preHandler: guarded,
      ...doc("Remove the signed-in player's link to the identity provider (okta)", {
        security: [{ bearer: [] }],
        response: { 204: noContent, 401: errors, 404: errors },
      }),
    },
    async (request, reply) => {
      await service.unlinkIdp(request.tenant.id, requireAuth(request).patronId, 'okta');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/externalAuth/:idp/logoutUrl',
    doc('The IdP sign-out URL ({authEndpoint}/logout)', {
      params: idpParamsSchema,
      querystring: idpLogoutQuerySchema,
      response: { 200: idpLogoutResponseSchema, 400: errors, 404: errors },
    }),
    async (request) => {
      const { idp } = request.params;
      const query = request.query;
      return idpLoginService.logoutUrl({
        tenantId: request.tenant.id,
        idp,
        idTokenHint: query.id_token_hint,
        postLogoutRedirectUri: query.post_logout_redirect_uri,
        request: originOf(request),
      });
    },
  );

  // Registered last: the static paths above win over this parametric one.
  app.post(
    '/api/externalAuth/:idp',
    doc(
      'Start the IdP sign-in: answers the {authEndpoint}/authorize URL to redirect the browser to, and ' +
        'sets an HttpOnly cookie that the code grant of this browser must present',
      {
        params: idpParamsSchema,
        // No body at all is an empty one.
        body: externalLoginBodySchema.optional(),
        response: { 200: externalLoginResponseSchema, 400: errors, 404: errors },
      },
    ),
    async (request, reply) => {
      const { idp } = request.params;
      const started = await idpLoginService.start({
        tenantId: request.tenant.id,
        idp,
        request: originOf(request),
      });
      return redirectBoundToBrowser(request, reply, started);
    },
  );
}
