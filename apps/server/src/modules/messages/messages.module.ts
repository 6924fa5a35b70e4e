import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxWorker } from './outbox-worker';
import { createSenders } from './senders/create-senders';

/** The outbox, its senders and its worker (DESIGN §10), built once by app.ts. */
export function createMessagesModule(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  const outboxRepository = createOutboxRepository(deps.db);
  const senders = createSenders(deps.config, deps.log);
  const worker = createOutboxWorker({
    outboxRepository,
    senders: senders.byChannel,
    log: deps.log,
    pollMs: deps.config.outboxPollMs,
  });
  return {
    outboxRepository,
    worker,
    /** Channels a message can go out on now (production without a provider has none for it). */
    enabled: (channel: 'sms' | 'email') => senders.byChannel[channel] !== undefined,
    async close() {
      await worker.stop();
      senders.close();
    },
  };
}
export type MessagesModule = ReturnType<typeof createMessagesModule>;
