import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { impersonationAudit } from '../../db/schema/index';

export function createImpersonationRepository(db: Queryable) {
  return {
    async recordExchange(row: {
      tenantId: string;
      managerPlayerId: string;
      patronPlayerId: string;
      sessionId: string;
      reason: string;
    }): Promise<void> {
      await db.insert(impersonationAudit).values({ ...row, action: 'exchange' });
    },

    /**
     * Written before the call runs; copies both ids from the session's exchange row, so the token
     * need not carry database ids. Returns the row id, or undefined when the session is unknown.
     */
    async recordRequest(row: {
      tenantId: string;
      sessionId: string;
      method: string;
      path: string;
    }): Promise<string | undefined> {
      const [exchange] = await db
        .select()
        .from(impersonationAudit)
        .where(
          and(
            eq(impersonationAudit.sessionId, row.sessionId),
            eq(impersonationAudit.tenantId, row.tenantId),
            eq(impersonationAudit.action, 'exchange'),
          ),
        )
        .limit(1);
      if (!exchange) return undefined;
      const [inserted] = await db
        .insert(impersonationAudit)
        .values({
          tenantId: row.tenantId,
          managerPlayerId: exchange.managerPlayerId,
          patronPlayerId: exchange.patronPlayerId,
          sessionId: row.sessionId,
          action: 'request',
          method: row.method,
          path: row.path,
        })
        .returning({ id: impersonationAudit.id });
      return inserted?.id;
    },

    async recordStatus(tenantId: string, id: string, statusCode: number): Promise<void> {
      await db
        .update(impersonationAudit)
        .set({ statusCode })
        .where(and(eq(impersonationAudit.id, id), eq(impersonationAudit.tenantId, tenantId)));
    },
  };
}
export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;
