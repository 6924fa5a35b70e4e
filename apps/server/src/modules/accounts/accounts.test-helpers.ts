import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { outbox, players, tenants } from '../../db/schema/index';
import { brandHost } from '../../test/tokens';

/** The newest outbox message to `recipient` of `kind` (e.g. `account-confirm-email`). */
export async function lastMessage(db: Database, recipient: string, kind?: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      kind ? and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)) : eq(outbox.recipient, recipient),
    )
    .orderBy(desc(outbox.createdAt));
  return rows[0];
}

/** The link in a message body, and its query parameters. */
export function linkIn(body: string | undefined): { url: URL; params: Record<string, string> } {
  const match = /https?:\/\/\S+/.exec(body ?? '');
  if (!match) throw new Error(`no link in: ${body}`);
  const url = new URL(match[0]);
  return { url, params: Object.fromEntries(url.searchParams) };
}

/** The link of the newest message of `kind` to `recipient`. */
export async function linkSentTo(db: Database, recipient: string, kind: string) {
  const message = await lastMessage(db, recipient, kind);
  if (!message) throw new Error(`no ${kind} message to ${recipient}`);
  return linkIn(message.body);
}

export async function countMessages(db: Database, recipient: string, kind: string): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)));
  return rows.length;
}

export async function playerRow(db: Database, brand: string, username: string) {
  const [row] = await db
    .select({ player: players })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, brand), eq(players.username, username)));
  return row?.player;
}

export async function tenantIdOf(db: Database, brand: string): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  if (!row) throw new Error(`no tenant ${brand}`);
  return row.id;
}

/**
 * A call on a brand's portal from a given client address (rate limits count per address), answered
 * once the work it left to the background (a link request's message) is done.
 */
export async function accountCall(
  app: FastifyInstance,
  input: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    brand?: string;
    payload?: unknown;
    locale?: string;
    address?: string;
    token?: string;
  },
) {
  const res = await app.inject({
    method: input.method ?? 'POST',
    url: input.url,
    remoteAddress: input.address ?? '198.51.100.7',
    headers: {
      host: brandHost(input.brand ?? 'naskila'),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    ...(input.payload === undefined ? {} : { payload: input.payload as Record<string, unknown> }),
  });
  await app.background.settled();
  return res;
}
