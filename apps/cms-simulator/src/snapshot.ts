import type { FaultRule, Faults } from './faults';
import type { CommandRecord, SimulatorState } from './state';

export interface SimulatorSnapshot {
  now: string;
  commands: CommandRecord[];
  faults: FaultRule[];
  players: { playerId: string; pointBalance: number; activeComps: number; comps: number }[];
}

/** What the simulator has done since the last reset, for tests and the control API. */
export function snapshot(state: SimulatorState, faults: Faults): SimulatorSnapshot {
  return {
    now: state.nowLocal(),
    commands: [...state.commands.values()].map((c) => ({ ...c })),
    faults: faults.list(),
    players: [...state.data.players.values()].map((p) => ({
      playerId: p.playerId,
      pointBalance: p.balances.pointBalance,
      activeComps: p.comps.filter((c) => c.status === 'Active').length,
      comps: p.comps.length,
    })),
  };
}
