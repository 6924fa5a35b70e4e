import type { CmsRedemptionsRepository } from './xml-http/cms-redemptions.repository';
import type { XmlHttpTenant } from './cms-tenant-registry';

export type ReconcilerLog = { warn(details: object, message: string): void };

/** Redemptions looked at per run: a backlog is worked off over several runs, never in one long one. */
const BATCH = 50;

/**
 * docs/design.md#casino-management-system-connector: every CMS_RECONCILE_MS, the redemptions whose outcome is
 * not known are asked about. Each run leases what it takes (another instance skips those rows), so several
 * instances never ask about one redemption at once; one that still gets no answer is looked at again after
 * its lease, a little later each time.
 */
export function createCmsReconciler(deps: {
  redemptions: CmsRedemptionsRepository;
  xmlHttpFor(tenantId: string): Promise<XmlHttpTenant | null>;
  timeoutMs: number;
  log: ReconcilerLog;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async runOnce(): Promise<{ checked: number; settled: number }> {
      // Longer than a look can take (a status read and two voids), so no two reconcilers overlap on a row.
      const leaseMs = Math.max(4 * deps.timeoutMs, 15_000);
      let checked = 0;
      let settled = 0;
      // One row leased at a time: a lease covers one look, never a batch that outlasts it.
      while (checked < BATCH) {
        const [row] = await deps.redemptions.leaseDue(now(), leaseMs, 1);
        if (!row) break;
        checked += 1;
        try {
          const connector = await deps.xmlHttpFor(row.tenantId);
          if (!connector) continue;
          await connector.reconcile(row);
          settled += 1;
        } catch (error) {
          deps.log.warn(
            { redemption: row.id, attempts: row.attempts, err: (error as Error).message },
            'a redemption could not be reconciled yet',
          );
        }
      }
      return { checked, settled };
    },
  };
}
export type CmsReconciler = ReturnType<typeof createCmsReconciler>;
