import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DevWiring } from './dev-wiring';

export type DevPluginOptions = { config: Config; wiring: DevWiring };

/**
 * Every dev-only HTTP route lives here (DESIGN §9): app.ts imports this file dynamically and
 * registers it only in development and test, so production never loads it. A new dev helper
 * (e.g. the dev inbox, GET /dev/messages) is registered below.
 */
export async function devPlugin(app: FastifyInstance, { config, wiring }: DevPluginOptions) {
  if (!config.devMode) throw new Error('the dev plugin runs only in development and test');
  // The seed stores the relative okta authEndpoint; a browser following it lands on the dev IdP.
  const prefix = config.oktaAuthEndpoint?.startsWith('/')
    ? config.oktaAuthEndpoint.replace(/\/$/, '')
    : undefined;
  const issuer = wiring.oidcIssuer;
  if (prefix && issuer) {
    app.get(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) =>
      reply.redirect(`${issuer}${request.url.slice(prefix.length)}`, 302),
    );
  }
}
