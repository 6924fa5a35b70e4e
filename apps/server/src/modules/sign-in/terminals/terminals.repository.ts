import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { spentCredentials, terminals } from '../../../db/schema/index';

export type TerminalRow = typeof terminals.$inferSelect;

/** The tenant's terminal used when a device link names none. */
export const DEFAULT_TERMINAL_ID = 'KIOSK-01';

export function createTerminalsRepository(db: Queryable) {
  return {
    async findEnabled(tenantId: string, terminalId: string): Promise<TerminalRow | undefined> {
      const rows = await db
        .select()
        .from(terminals)
        .where(
          and(
            eq(terminals.tenantId, tenantId),
            eq(terminals.terminalId, terminalId),
            eq(terminals.enabled, true),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /**
     * Spends a one-time credential: the unique (kind, credential_id) key lets exactly one of N
     * concurrent callers insert; false means it was already spent.
     */
    async spend(input: { kind: string; credentialId: string; tenantId: string; expiresAt: Date }) {
      const rows = await db
        .insert(spentCredentials)
        .values(input)
        .onConflictDoNothing()
        .returning({ kind: spentCredentials.kind });
      return rows.length > 0;
    },
  };
}
export type TerminalsRepository = ReturnType<typeof createTerminalsRepository>;
