import type { FastifyInstance } from 'fastify';
import { externalAuthRoutes } from '../modules/sign-in/external-auth/external-auth.routes';
import { impersonationRoutes } from '../modules/impersonation/impersonation.routes';
import { jwksRoutes } from '../modules/sign-in/oauth/jwks.routes';
import { oauthRoutes } from '../modules/sign-in/oauth/oauth.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import type { CmsProfileReader } from '../modules/profile/cms-profile-reader';
import { createProfileService } from '../modules/profile/profile.service';
import { usersRoutes } from '../modules/sign-in/users/users.routes';
import type { Accounts } from './accounts.composition';
import type { CoreRepositories } from './core-repositories.composition';
import type { SignIn } from './sign-in.composition';

/** The ways in: tokens and their keys, external identities, impersonation links, permissions. */
export async function registerSignInRoutes(
  app: FastifyInstance,
  {
    signIn,
    accounts,
    core,
    profileReader,
  }: { signIn: SignIn; accounts: Accounts; core: CoreRepositories; profileReader: CmsProfileReader },
) {
  await app.register(jwksRoutes, { accessTokens: signIn.accessTokens });
  await app.register(oauthRoutes, { oauthService: signIn.oauthService });
  await app.register(profileRoutes, {
    profileService: createProfileService({ profileRepository: profileReader }),
  });
  await app.register(externalAuthRoutes, {
    ...signIn.externalAuth,
    accountLinksService: accounts.accountLinksService,
    signUpService: accounts.signUpService,
    callerOf: accounts.callerOf,
  });
  await app.register(impersonationRoutes, { impersonationLinkService: signIn.impersonationLinkService });
  await app.register(usersRoutes, {
    oauthService: signIn.oauthService,
    playersRepository: core.playersRepository,
  });
}
