import type { Channel } from '../outbox.repository';

export type OutgoingMessage = {
  id: string;
  channel: Channel;
  recipient: string;
  fromName: string | null;
  subject: string | null;
  body: string;
};

/** Delivers one message or throws; the worker retries anything but a `PermanentSendError`. */
export type Sender = { name: string; send(message: OutgoingMessage): Promise<void> };

/** The provider refused this message for good (bad number, unknown mailbox): retrying cannot help. */
export class PermanentSendError extends Error {}
