import { sql } from 'drizzle-orm';
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

    /** Copies both ids from the session's exchange row, so the token need not carry database ids. */
    async recordRequest(row: {
      tenantId: string;
      sessionId: string;
      method: string;
      path: string;
      statusCode: number;
    }): Promise<void> {
      await db.execute(sql`
        INSERT INTO impersonation_audit
          (tenant_id, manager_player_id, patron_player_id, session_id, action, method, path, status_code)
        SELECT tenant_id, manager_player_id, patron_player_id, session_id, 'request',
               ${row.method}, ${row.path}, ${row.statusCode}
        FROM impersonation_audit
        WHERE session_id = ${row.sessionId} AND tenant_id = ${row.tenantId} AND action = 'exchange'
        LIMIT 1`);
    },
  };
}
export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;
