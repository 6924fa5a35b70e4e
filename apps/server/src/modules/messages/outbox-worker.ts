import type { FastifyBaseLogger } from 'fastify';
import type { Channel, ClaimedMessage, OutboxRepository } from './outbox.repository';
import { PermanentSendError, type Sender } from './senders/sender';

export type OutboxWorkerOptions = {
  outboxRepository: OutboxRepository;
  senders: Partial<Record<Channel, Sender>>;
  log: FastifyBaseLogger;
  /** 0: no background loop; `drain()` only when called. */
  pollMs: number;
  now?: () => Date;
  batchSize?: number;
  /** How long a claimed row stays leased to this worker before another may retry it. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Delay after the n-th failed attempt: base·2^(n-1), capped. */
  backoff?: { baseMs: number; maxMs: number };
};

export type DrainResult = { sent: number; retried: number; failed: number };

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s … capped at 30 min (about 9 h over 24 tries). */
export function retryDelayMs(attempts: number, backoff = { baseMs: 5_000, maxMs: 30 * 60_000 }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * docs/design.md#messages-and-outbox: drains the outbox; safe to run in several instances at once (rows are
 * leased).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { outboxRepository, senders, log } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 24;
  const channels = Object.keys(senders) as Channel[];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(message: ClaimedMessage, result: DrainResult): Promise<void> {
    const sender = senders[message.channel];
    if (!sender) return;
    try {
      await sender.send(message);
      await outboxRepository.markSent(message.id, message.attempts, sender.name, now());
      result.sent += 1;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentSendError || message.attempts >= maxAttempts) {
        await outboxRepository.markFailed(message.id, message.attempts, error, now());
        result.failed += 1;
        log.error({ outboxId: message.id, channel: message.channel, error }, 'outbox message given up');
        return;
      }
      const next = new Date(now().getTime() + retryDelayMs(message.attempts, options.backoff));
      await outboxRepository.markRetry(message.id, message.attempts, error, next);
      result.retried += 1;
      log.warn({ outboxId: message.id, channel: message.channel, error }, 'outbox send failed, will retry');
    }
  }

  async function drainAll(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const at = now();
      const batch = await outboxRepository.claim({
        now: at,
        leaseUntil: new Date(at.getTime() + leaseMs),
        limit: batchSize,
        channels,
      });
      await Promise.all(batch.map((m) => deliver(m, result)));
      if (batch.length < batchSize) return result;
    }
  }

  /** Sends every due message now; concurrent calls share one pass, and a call during a pass adds one more. */
  function drain(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = drainAll().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void drain().catch((err: unknown) => log.error({ err }, 'outbox drain failed'));
      }
    });
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped || !options.pollMs) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((err: unknown) => log.error({ err }, 'outbox drain failed'))
        .finally(() => schedule(options.pollMs));
    }, delayMs);
    timer.unref();
  }

  return {
    drain,
    start() {
      stopped = false;
      schedule(options.pollMs);
    },
    /** A message was just committed: send it without waiting for the next poll. */
    kick() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
