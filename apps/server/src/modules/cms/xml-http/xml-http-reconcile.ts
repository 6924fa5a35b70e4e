import { readCommandStatus } from './cms-comp-messages';
import { CmsErrorAnswer } from './cms-errors';
import type { CmsRedemption, CmsRedemptionsRepository } from './cms-redemptions.repository';
import { GIVE_BACK_REFUSED } from './cms-write-errors';
import type { CmsCalls } from './xml-http-calls';
import { compCommands, giveBackRefusal, resultOf } from './xml-http-comp-commands';

/** Hot days of a result the reconciler confirms (no request to take them from). */
const RECONCILED_HOT_DAYS = 3;

/** The reconciler's side of docs/casino-system.md#writes: settling a redemption whose answer was lost. */
export function createXmlHttpReconcile(calls: CmsCalls, redemptions: CmsRedemptionsRepository) {
  const { client, cmsId, catalogue, comps } = calls;
  const { voidCommand } = compCommands(calls);

  /**
   * The reconciler's give-back of a swap whose void was not answered: the comp is voided only while it
   * is still Active, so a comp used at the cage (or expired) meanwhile is never returned for its points
   * as well. Answers the refusal when it was not given back, null when its points are the player's.
   */
  async function giveBack(id: string, tenantId: string, commandId: string, at: Date): Promise<string | null> {
    const issuedBy = await redemptions.findAppliedByCommandId(tenantId, commandId);
    const comp = issuedBy?.compCode ? (await comps(id)).find((c) => c.code === issuedBy.compCode) : undefined;
    if (comp?.status === 'Voided') return null;
    if (comp?.status !== 'Active') return GIVE_BACK_REFUSED;
    try {
      await voidCommand(id, commandId, at);
      return null;
    } catch (error) {
      if (error instanceof CmsErrorAnswer) return giveBackRefusal(error);
      throw error;
    }
  }

  return {
    /**
     * Settles a redemption whose outcome was not learnt: a swap's give-back not known to have gone
     * through is sent again while the comp is still Active (voiding twice is a success), then
     * CommandStatus says whether the issue applied (confirmed) or not; one never seen is voided, so an
     * issue still on its way is refused when it arrives (docs/casino-system.md#writes).
     */
    async reconcile(row: CmsRedemption): Promise<CmsRedemption['status']> {
      const id = await cmsId({ tenantId: row.tenantId, playerId: row.playerId });
      const at = calls.now();
      const timeZone = await calls.zone();
      if (row.givesBackCommandId && !row.gaveBackAt) {
        const refusal = await giveBack(id, row.tenantId, row.givesBackCommandId, at);
        if (refusal) {
          // The comp was not given back: the new one must not stand either (an issue still on its way
          // is refused once its command is voided).
          await voidCommand(id, row.commandId, at);
          await redemptions.settle(row.id, { status: 'refused', refusal });
          return 'refused';
        }
        await redemptions.markGivenBack(row.id, at);
      }
      const path = `CommandStatus/${encodeURIComponent(row.commandId)}?playerId=${id}`;
      const status = readCommandStatus(await client.get(path), timeZone, row.commandId);
      if (status.status !== 'Applied') {
        if (status.status === 'Unknown') await voidCommand(id, row.commandId, at);
        await redemptions.settle(row.id, { status: 'voided' });
        return 'voided';
      }
      const [held, types] = await Promise.all([comps(id), catalogue()]);
      const comp = held.find((c) => c.code === status.issued.compCode);
      const type = types.find((t) => t.id === row.compTypeId) ?? {
        id: row.compTypeId,
        name: comp?.name ?? '',
        valueCents: comp?.valueCents ?? 0,
        location: comp?.location ?? null,
      };
      const result = resultOf(status.issued, type, at, RECONCILED_HOT_DAYS);
      await redemptions.settle(row.id, { status: 'applied', compCode: status.issued.compCode, result });
      return 'applied';
    },
  };
}
