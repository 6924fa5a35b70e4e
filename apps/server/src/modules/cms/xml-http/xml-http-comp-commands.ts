import type { RewardChangeResult } from '@patron/contracts';
import { readCompVoided } from './cms-comp-messages';
import type { CmsErrorAnswer } from './cms-errors';
import type { CmsComp, CmsCompIssued, CmsCompType } from './cms-records';
import { compVoidXml } from './cms-requests';
import { rewardFromComp } from './cms-to-contracts';
import { GIVE_BACK_REFUSED, REFUSAL_CODES } from './cms-write-errors';
import type { CmsCalls } from './xml-http-calls';

/** What the request and the reconciler both do with a comp command: void it, read its result. */
export function compCommands(calls: Pick<CmsCalls, 'client' | 'zone'>) {
  return {
    async voidCommand(id: string, commandId: string, at: Date): Promise<void> {
      const xml = compVoidXml({ playerId: id, now: at, timeZone: await calls.zone(), commandId });
      readCompVoided(await calls.client.post(`PlayerCompVoid/${id}`, xml));
    },
  };
}

/** An issued comp as the reward of a redeem or swap answer. */
export function resultOf(
  issued: CmsCompIssued,
  type: Pick<CmsCompType, 'id' | 'name' | 'valueCents' | 'location'> & Partial<CmsCompType>,
  at: Date,
  hotRewardDays: number,
): RewardChangeResult {
  const comp: CmsComp = {
    id: issued.compId,
    code: issued.compCode,
    compTypeId: type.id,
    name: type.name,
    valueCents: type.valueCents,
    issuedAt: at,
    expiresAt: issued.expiresAt,
    status: 'Active',
    location: type.location,
  };
  const compTypes = 'pointCost' in type ? new Map([[type.id, type as CmsCompType]]) : undefined;
  return {
    reward: rewardFromComp(comp, { now: at, hotRewardDays, ...(compTypes ? { compTypes } : {}) }),
    pointsBalance: issued.pointBalance,
  };
}

/** The refusal kept for a give-back the casino system refused: its own code when the portal knows it. */
export function giveBackRefusal(error: CmsErrorAnswer): string {
  return REFUSAL_CODES.has(error.code) ? error.code : GIVE_BACK_REFUSED;
}
