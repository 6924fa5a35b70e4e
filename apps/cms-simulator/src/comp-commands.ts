import { CmsError, invalidMessage, invalidPlayer } from './cms-error';
import type { Player } from './model';
import { addDays, at } from './time';
import { commandKey, type IssueAnswer, type SimulatorState } from './state';

const REFUSING_STOP_CODES = new Set(['SELFEXCL', 'NOCOMP']);
const MAX_COMMAND_ID = 64;

export function activePlayer(state: SimulatorState, playerId: string): Player {
  const player = state.player(playerId);
  if (!player || !player.cards.some((c) => c.cardStatus === 'Active')) throw invalidPlayer();
  return player;
}

export function activeStopCodes(player: Player, injected: string[]): string[] {
  return [...player.profile.stopCodes.filter((s) => s.active).map((s) => s.stopCodeId), ...injected];
}

function commandIdOf(fields: Record<string, string>): string {
  const commandId = fields.CommandID ?? '';
  if (!commandId || commandId.length > MAX_COMMAND_ID)
    throw invalidMessage(`CommandID is required, at most ${MAX_COMMAND_ID} characters`);
  return commandId;
}

export interface IssueInput {
  playerId: string;
  fields: Record<string, string>;
  injectedStopCodes: string[];
}

/**
 * Issues a comp for points, once per CommandID: the check and the change run with no await
 * between them, so concurrent repeats see the first one's record and replay its answer.
 */
export function issueComp(
  state: SimulatorState,
  { playerId, fields, injectedStopCodes }: IssueInput,
): IssueAnswer {
  const player = activePlayer(state, playerId);
  const commandId = commandIdOf(fields);
  const key = commandKey(playerId, commandId);
  const previous = state.commands.get(key);
  if (previous?.answer) return previous.answer;
  if (previous) throw new CmsError('COMMANDVOIDED', 'This CommandID was voided before it was issued');

  if (activeStopCodes(player, injectedStopCodes).some((c) => REFUSING_STOP_CODES.has(c)))
    throw new CmsError('PLAYERSTOPPED', 'A stop code on this player forbids comps');
  const now = state.nowLocal();
  const type = state.data.catalogue.find((t) => t.compTypeId === fields.CompTypeID);
  if (!type || !type.available) throw new CmsError('INVALIDCOMP', 'Comp type is unknown or unavailable');
  if (now < type.validFrom || now > type.validTo)
    throw new CmsError('INVALIDCOMP', 'Comp type is outside its valid dates');
  if (player.profile.ranking < type.minRanking)
    throw new CmsError('INVALIDCOMP', 'Comp type is not offered at this ranking');
  if (fields.PointCost !== undefined && fields.PointCost !== String(type.pointCost))
    throw new CmsError('INVALIDCOMP', `PointCost does not match the comp type (${type.pointCost})`);
  if (player.balances.pointBalance < type.pointCost)
    throw new CmsError('INSUFFICIENTPOINTS', 'Not enough points for this comp');

  const expiry = at(addDays(now.slice(0, 10), type.validDays), '23:59:59');
  const comp = {
    compId: state.nextCompId(),
    compCode: state.compCode(),
    compTypeId: type.compTypeId,
    name: type.name,
    value: type.value,
    issueDate: now,
    expirationDate: expiry < type.validTo ? expiry : type.validTo,
    status: 'Active' as const,
    location: type.location,
  };
  player.balances.pointBalance -= type.pointCost;
  player.comps.push(comp);
  player.history.push({
    entryId: state.nextEntryId(),
    entryDate: now,
    kind: 'Redeem',
    points: -type.pointCost,
    amount: -type.value,
    description: `Redeemed: ${type.name}`,
    location: type.location,
    commandId,
  });
  const answer: IssueAnswer = {
    commandId,
    compId: comp.compId,
    compCode: comp.compCode,
    expirationDate: comp.expirationDate,
    pointBalance: player.balances.pointBalance,
  };
  state.commands.set(key, {
    playerId,
    commandId,
    status: 'Applied',
    compTypeId: type.compTypeId,
    pointCost: type.pointCost,
    answer,
    appliedAt: now,
  });
  return answer;
}

/**
 * Voids the comp a CommandID issued and gives its points back; a second void changes nothing. A
 * void of a CommandID never seen is remembered, so an issue that arrives late is not applied.
 */
export function voidComp(state: SimulatorState, playerId: string, fields: Record<string, string>): void {
  const player = activePlayer(state, playerId);
  const commandId = commandIdOf(fields);
  const key = commandKey(playerId, commandId);
  const record = state.commands.get(key);
  const now = state.nowLocal();
  if (!record) {
    state.commands.set(key, {
      playerId,
      commandId,
      status: 'Voided',
      pointCost: 0,
      appliedAt: now,
      voidedAt: now,
    });
    return;
  }
  if (record.status === 'Voided') return;
  record.status = 'Voided';
  record.voidedAt = now;
  const comp = player.comps.find((c) => c.compId === record.answer?.compId);
  if (comp) comp.status = 'Voided';
  player.balances.pointBalance += record.pointCost;
  player.history.push({
    entryId: state.nextEntryId(),
    entryDate: now,
    kind: 'Void',
    points: record.pointCost,
    amount: comp?.value ?? 0,
    description: `Voided: ${comp?.name ?? 'comp'}`,
    location: comp?.location ?? 'Lodge Cage',
    commandId,
  });
}

export type CommandStatus =
  { status: 'Applied'; answer: IssueAnswer } | { status: 'Voided' | 'Unknown'; answer?: undefined };

export function commandStatus(state: SimulatorState, playerId: string, commandId: string): CommandStatus {
  activePlayer(state, playerId);
  const record = state.commands.get(commandKey(playerId, commandId));
  if (!record) return { status: 'Unknown' };
  if (record.status === 'Applied' && record.answer) return { status: 'Applied', answer: record.answer };
  return { status: 'Voided' };
}
