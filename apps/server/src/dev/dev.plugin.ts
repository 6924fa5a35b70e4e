import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { OutboxRepository } from '../modules/messages/outbox.repository';
import type { PlayersRepository } from '../modules/sign-in/players/players.repository';
import { casinoSystemDebugRoutes } from './casino-system.routes';
import { devInboxRoutes } from './dev-inbox.routes';
import type { DevWiring } from './dev-wiring';

export type DevPluginOptions = {
  config: Config;
  wiring: DevWiring;
  outboxRepository: OutboxRepository;
  playersRepository: PlayersRepository;
};

/**
 * Every dev-only HTTP route lives here (docs/design.md#running-scaling-operating):
 * composition/plugins.composition.ts imports it dynamically and registers it only in development and test, so
 * production never loads it.
 */
export async function devPlugin(
  app: FastifyInstance,
  { config, wiring, outboxRepository, playersRepository }: DevPluginOptions,
) {
  if (!config.devMode) throw new Error('the dev plugin runs only in development and test');
  await app.register(devInboxRoutes, { outboxRepository });
  await app.register(casinoSystemDebugRoutes, { config, playersRepository });
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
