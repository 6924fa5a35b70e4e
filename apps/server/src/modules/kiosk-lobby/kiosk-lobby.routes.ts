import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, KIOSK_LOBBY_TOKEN_HEADER, kioskLobbySchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore, optionalAuth, requestLanguage } from '../../lib/public-content';
import type { KioskLobbyService } from './kiosk-lobby.service';

const headerName = KIOSK_LOBBY_TOKEN_HEADER.toLowerCase();
// Loose: a strict headers schema would leave request.headers with only the declared key. The token
// is not checked here (any string passes to the service, which answers 401 when it is wrong).
const lobbyHeaders = z.looseObject({
  [headerName]: z.unknown().optional().describe('Needed when KioskLobbyToken is enabled'),
});

export async function kioskLobbyRoutes(
  app: FastifyInstance,
  { kioskLobbyService }: { kioskLobbyService: KioskLobbyService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/kiosk/lobby',
    {
      preValidation: optionalAuth(app),
      schema: {
        tags: ['kiosk'],
        summary: 'The kiosk attract screen: public news, badge showcase and tier ladder (no personal data)',
        headers: lobbyHeaders,
        response: { 200: kioskLobbySchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const header = request.headers[headerName];
      const token = Array.isArray(header) ? header[0] : header;
      return kioskLobbyService.lobby(request.tenant, requestLanguage(request), token);
    },
  );
}
