import type { SocialProvider } from '../modules/sign-in/identity/social-verifier';

/** What the dev side servers hand to the app: only ever set in development and test. */
export type DevWiring = {
  /** Issuer of the dev OIDC provider (where the seed's relative okta authEndpoint leads). */
  oidcIssuer?: string | undefined;
  /** Dialogs of the fake social provider (where /social/{provider} leads). */
  socialDialogUrls?: Partial<Record<SocialProvider, string>> | undefined;
};
