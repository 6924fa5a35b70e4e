import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DevWiring } from './dev-wiring';
import { startPortalDevOidc } from './portal-dev-oidc';
import { startPortalDevSocial } from './portal-dev-social';

export type DevServices = {
  /** The config with the unset social verification URLs pointed at the fake. */
  config: Config;
  wiring: DevWiring;
  /** Says what started, once the app has a logger. */
  announce(log: FastifyBaseLogger): void;
  close(): Promise<void>;
};

/**
 * Development and test only (server.ts imports this module dynamically): the local OIDC provider
 * and the fake social provider on side ports, so every sign-in button works out of the box.
 */
export async function startDevServices(config: Config): Promise<DevServices> {
  if (!config.devMode) throw new Error('dev services run only in development and test');
  const oidc = await startPortalDevOidc(config);
  const social = await startPortalDevSocial(config);
  return {
    config: social?.config ?? config,
    wiring: { oidcIssuer: oidc?.issuer, socialDialogUrls: social?.dialogUrls },
    announce(log) {
      if (oidc)
        log.info({ issuer: oidc.issuer }, 'dev OIDC provider (okta) started; sign in as demo / Player#2026');
      if (social) {
        log.info(
          { baseUrl: social.baseUrl, providers: Object.keys(social.dialogUrls) },
          'fake social provider started; Facebook/Google sign-in continues as the demo player',
        );
      }
    },
    async close() {
      await Promise.all([oidc?.close(), social?.close()]);
    },
  };
}
