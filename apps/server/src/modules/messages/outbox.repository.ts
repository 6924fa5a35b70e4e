import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { outbox, tenants } from '../../db/schema/index';
import { recipientKey } from './recipient-key';

export type Channel = (typeof outbox.channel.enumValues)[number];

/** The database or an open transaction: `enqueue` joins whatever transaction the caller runs. */
export type Executor = Queryable;

export type OutboxMessage = {
  tenantId: string;
  playerId: string | null;
  kind: string;
  channel: Channel;
  recipient: string;
  fromName?: string | null;
  subject?: string | null;
  body: string;
};

export type ClaimedMessage = Required<OutboxMessage> & { id: string; attempts: number };

export type DeliveredMessage = {
  id: string;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  sentAt: Date;
  brand: string;
};

export function createOutboxRepository(db: Database) {
  return {
    async enqueue(tx: Executor, message: OutboxMessage): Promise<{ id: string }> {
      const [row] = await tx
        .insert(outbox)
        .values({
          ...message,
          recipientKey: recipientKey(message.channel, message.recipient),
          fromName: message.fromName ?? null,
          subject: message.subject ?? null,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row;
    },

    /**
     * Messages of `kinds` since `since`, caused by one player or sent to one recipient (by its
     * recipient key, as `lockRecipient` names it), and when the oldest of them was written.
     */
    async countSince(
      tx: Executor,
      q: { tenantId: string; kinds: string[]; since: Date } & (
        { playerId: string } | { recipient: string; channel: Channel }
      ),
    ): Promise<{ count: number; oldest: Date | null }> {
      const whose =
        'playerId' in q
          ? eq(outbox.playerId, q.playerId)
          : eq(outbox.recipientKey, recipientKey(q.channel, q.recipient));
      const [row] = await tx
        .select({ count: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(
          and(
            eq(outbox.tenantId, q.tenantId),
            whose,
            inArray(outbox.kind, q.kinds),
            gte(outbox.createdAt, q.since),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * Holds one recipient of a tenant until the transaction ends, so that senders who are different
     * players (each holding only their own row) count against the recipient's cap one at a time.
     */
    async lockRecipient(
      tx: Executor,
      q: { tenantId: string; recipient: string; channel: Channel },
    ): Promise<void> {
      const name = `outbox-recipient:${q.tenantId}:${recipientKey(q.channel, q.recipient)}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    },

    /**
     * Takes up to `limit` due messages of `channels` and leases them until `leaseUntil`. SKIP LOCKED
     * lets several workers (several server instances) claim at once without taking the same row.
     */
    async claim(q: {
      now: Date;
      leaseUntil: Date;
      limit: number;
      channels: Channel[];
    }): Promise<ClaimedMessage[]> {
      if (!q.channels.length) return [];
      // The database stamps rows in microseconds and `now` has milliseconds: a row written earlier in
      // the same millisecond would otherwise wait for the next pass.
      const dueBefore = new Date(q.now.getTime() + 1);
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            isNull(outbox.failedAt),
            lt(outbox.nextAttemptAt, dueBefore),
            inArray(outbox.channel, q.channels),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(q.limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: q.leaseUntil })
        .where(inArray(outbox.id, due))
        .returning({
          id: outbox.id,
          tenantId: outbox.tenantId,
          playerId: outbox.playerId,
          kind: outbox.kind,
          channel: outbox.channel,
          recipient: outbox.recipient,
          fromName: outbox.fromName,
          subject: outbox.subject,
          body: outbox.body,
          attempts: outbox.attempts,
        });
    },

    /** Only the holder of the current lease (same attempt number) may settle a row, and only once. */
    async markSent(id: string, attempts: number, via: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ sentAt: now, sentVia: via, lastError: null })
        .where(leased(id, attempts))
        .returning({ id: outbox.id });
      return rows.length === 1;
    },

    async markRetry(id: string, attempts: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db.update(outbox).set({ lastError: error, nextAttemptAt }).where(leased(id, attempts));
    },

    async markFailed(id: string, attempts: number, error: string, now: Date): Promise<void> {
      await db.update(outbox).set({ lastError: error, failedAt: now }).where(leased(id, attempts));
    },

    /** Deletes messages settled (sent or given up) before `before`; pending ones are never purged. */
    async purgeSettled(before: Date): Promise<void> {
      await db
        .delete(outbox)
        .where(
          and(
            lt(outbox.createdAt, before),
            or(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, before)), isNotNull(outbox.failedAt)),
          ),
        );
    },

    /** What a sender delivered, newest first, with the brand it was sent for (the dev inbox). */
    async listDelivered(q: { via: string; limit: number }): Promise<DeliveredMessage[]> {
      const rows = await db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          to: outbox.recipient,
          subject: outbox.subject,
          body: outbox.body,
          sentAt: outbox.sentAt,
          brand: tenants.brand,
        })
        .from(outbox)
        .innerJoin(tenants, eq(tenants.id, outbox.tenantId))
        .where(and(isNotNull(outbox.sentAt), eq(outbox.sentVia, q.via)))
        .orderBy(desc(outbox.sentAt), desc(outbox.createdAt))
        .limit(q.limit);
      return rows.map((r) => ({ ...r, sentAt: r.sentAt ?? new Date(0) }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

function leased(id: string, attempts: number) {
  return and(
    eq(outbox.id, id),
    eq(outbox.attempts, attempts),
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
  );
}
