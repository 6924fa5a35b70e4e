import type { Config } from '../config';
import type { SocialProvider } from '../modules/sign-in/identity/social-verifier';
import { DEV_REDIRECT_HOSTS } from './fake-social-dialogs';
import { startFakeSocialProvider } from './fake-social-provider';

export type PortalDevSocial = {
  /** The config with the unset Graph / tokeninfo URLs pointed at the fake. */
  config: Config;
  /** Dialogs /social/{provider} redirects to, for the providers the fake stands in for. */
  dialogUrls: Partial<Record<SocialProvider, string>>;
  baseUrl: string;
  close(): Promise<void>;
};

/**
 * Outside production, a social provider whose verification URL (FACEBOOK_GRAPH_URL,
 * GOOGLE_TOKENINFO_URL) is not set means "the fake": server.ts starts it on a side port so
 * Facebook and Google sign-in work out of the box against the seeded demo identities.
 */
export async function startPortalDevSocial(config: Config): Promise<PortalDevSocial | undefined> {
  if (!config.devMode) return undefined;
  const fakeFacebook = !config.facebookGraphUrlIsSet;
  const fakeGoogle = !config.googleTokenInfoUrlIsSet;
  if (!fakeFacebook && !fakeGoogle) return undefined;
  const fake = await startFakeSocialProvider({
    port: config.devSocialPort,
    allowedRedirectHosts: DEV_REDIRECT_HOSTS,
  });
  return {
    config: {
      ...config,
      ...(fakeFacebook ? { facebookGraphUrl: fake.graphBaseUrl } : {}),
      ...(fakeGoogle ? { googleTokenInfoUrl: fake.tokenInfoBaseUrl } : {}),
    },
    dialogUrls: {
      ...(fakeFacebook ? { facebook: fake.dialogUrls.facebook } : {}),
      ...(fakeGoogle ? { google: fake.dialogUrls.google } : {}),
    },
    baseUrl: fake.baseUrl,
    close: () => fake.close(),
  };
}
