import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DevWiring } from './dev-wiring';
import { SIMULATED_BRAND, startPortalDevCms } from './portal-dev-cms';
import { startPortalDevOidc } from './portal-dev-oidc';
import { startPortalDevSocial } from './portal-dev-social';

export type DevServices = {
  /**
   * The config with the unset social verification URLs pointed at the fake, and little-creek's
   * casino system at the simulator when CMS_XML_URL_LITTLE_CREEK is unset.
   */
  config: Config;
  wiring: DevWiring;
  /** Says what started, once the app has a logger. */
  announce(log: FastifyBaseLogger): void;
  close(): Promise<void>;
};

/**
 * Development and test only (server.ts imports this module dynamically): the local OIDC provider,
 * the fake social provider and the CMS simulator on side ports, so every sign-in button and the
 * casino-system tenant work out of the box.
 */
export async function startDevServices(config: Config): Promise<DevServices> {
  if (!config.devMode) throw new Error('dev services run only in development and test');
  const oidc = await startPortalDevOidc(config);
  const social = await startPortalDevSocial(config);
  const cms = await startPortalDevCms(social?.config ?? config);
  return {
    config: cms?.config ?? social?.config ?? config,
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
      if (cms) {
        log.info(
          { baseUrl: cms.baseUrl, brand: SIMULATED_BRAND },
          "CMS simulator started (dev only) as little-creek's casino system",
        );
      }
    },
    async close() {
      await Promise.all([oidc?.close(), social?.close(), cms?.close()]);
    },
  };
}
