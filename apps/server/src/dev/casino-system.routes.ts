import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { NotFoundError } from '../lib/errors';
import { requireAuth } from '../plugins/auth';
import type { PlayersRepository } from '../modules/sign-in/players/players.repository';

export type CasinoSystemDebug = { baseUrl: string; playerId: string };

/**
 * GET /dev/casino-system, registered only outside production: where the web's casino-system debug
 * screen finds the signed-in player's casino system and CMS id (the profile's externalId), to call
 * its reads from the browser (docs/casino-system.md#cms-simulator).
 */
export async function casinoSystemDebugRoutes(
  app: FastifyInstance,
  { config, playersRepository }: { config: Config; playersRepository: PlayersRepository },
) {
  app.get(
    '/dev/casino-system',
    { schema: { hide: true }, preValidation: app.authenticate },
    async (request, reply): Promise<CasinoSystemDebug> => {
      const endpoint = config.cms.endpoints[request.tenant.brand];
      if (!endpoint) throw new NotFoundError('This casino has no casino system.');
      const player = await playersRepository.findByPatronId(request.tenant.id, requireAuth(request).patronId);
      if (!player?.externalId) throw new NotFoundError('The player has no casino-system id.');
      reply.header('cache-control', 'no-store');
      return { baseUrl: endpoint.baseUrl, playerId: player.externalId };
    },
  );
}
