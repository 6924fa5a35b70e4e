import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, KIOSK_LOBBY_TOKEN_HEADER, kioskLobbySchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { noStore, optionalAuth, requestLanguage } from '../../lib/public-content';
import type { KioskLobbyService } from './kiosk-lobby.service';

const headerName = KIOSK_LOBBY_TOKEN_HEADER.toLowerCase();

export async function kioskLobbyRoutes(
  app: FastifyInstance,
  { kioskLobbyService }: { kioskLobbyService: KioskLobbyService },
) {
  app.get(
    '/api/kiosk/lobby',
    {
      preHandler: optionalAuth(app),
      schema: {
        tags: ['kiosk'],
        summary: 'The kiosk attract screen: public news, badge showcase and tier ladder (no personal data)',
        headers: {
          type: 'object',
          properties: {
            [headerName]: { type: 'string', description: 'Needed when KioskLobbyToken is enabled' },
          },
        },
        response: { 200: docSchema(kioskLobbySchema), 401: docSchema(errorResponseSchema) },
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
