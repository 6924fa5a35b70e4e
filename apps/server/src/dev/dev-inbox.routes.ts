import type { FastifyInstance } from 'fastify';
import { devInboxPage } from './dev-inbox.page';
import type { OutboxRepository } from '../modules/messages/outbox.repository';

const LIMIT = 200;

/** JSON when asked for it; a browser's Accept (text/html first) and `*\/*` get the page. */
function wantsJson(accept: string | undefined): boolean {
  return !!accept && /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/** docs/design.md#messages-and-outbox: GET /dev/messages, registered only outside production. */
export async function devInboxRoutes(
  app: FastifyInstance,
  { outboxRepository }: { outboxRepository: OutboxRepository },
) {
  app.get('/dev/messages', { schema: { hide: true } }, async (request, reply) => {
    const messages = await outboxRepository.listDelivered({ via: 'dev', limit: LIMIT });
    reply.header('cache-control', 'no-store').header('vary', 'Accept');
    if (wantsJson(request.headers.accept)) {
      return reply
        .type('application/json')
        .send(JSON.stringify(messages.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() }))));
    }
    return reply.type('text/html; charset=utf-8').send(devInboxPage(messages));
  });
}
