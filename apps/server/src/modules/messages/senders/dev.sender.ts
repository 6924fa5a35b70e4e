import type { Sender } from './sender';

/**
 * The bundled dev gateway (outside production, when no provider is configured): it accepts every
 * message and keeps it, as the outbox row marked sent via `dev`, for the dev inbox to show.
 */
export function createDevSender(): Sender {
  return { name: 'dev', send: async () => undefined };
}
