import type { Player, SeedData } from './model';
import { PROPERTY } from './property';
import { createRandom, type Random } from './random';
import { freshCompCode } from './seed/context';
import { buildSeed } from './seed/index';
import { localDateTime, localTimeStamp, type LocalDateTime } from './time';

export interface IssueAnswer {
  commandId: string;
  compId: string;
  compCode: string;
  expirationDate: LocalDateTime;
  pointBalance: number;
}

export interface CommandRecord {
  playerId: string;
  commandId: string;
  status: 'Applied' | 'Voided';
  compTypeId?: string;
  pointCost: number;
  /** Absent for a void that arrived before (or instead of) its issue. */
  answer?: IssueAnswer;
  appliedAt: LocalDateTime;
  voidedAt?: LocalDateTime;
}

export interface SimulatorState {
  readonly data: SeedData;
  readonly commands: Map<string, CommandRecord>;
  player(playerId: string): Player | undefined;
  nowLocal(): LocalDateTime;
  timeStamp(): string;
  nextCompId(): string;
  nextEntryId(): string;
  compCode(): string;
  reset(): void;
}

export const commandKey = (playerId: string, commandId: string) => `${playerId}\u0000${commandId}`;

/** In-memory state: the seed, then every issue and void since the last reset. */
export function createState(options: { now: () => Date; seed?: number }): SimulatorState {
  let data: SeedData;
  let commands: Map<string, CommandRecord>;
  let random: Random;
  let codes: Set<string>;
  let compId: number;
  let entryId: number;
  const reset = () => {
    data = buildSeed(options.now(), options.seed);
    commands = new Map();
    random = createRandom((options.seed ?? 0) ^ 0x5eed);
    codes = new Set([...data.players.values()].flatMap((p) => p.comps.map((c) => c.compCode)));
    compId = 6_000_000;
    entryId = 990_000;
  };
  reset();
  return {
    get data() {
      return data;
    },
    get commands() {
      return commands;
    },
    player: (playerId) => data.players.get(playerId),
    nowLocal: () => localDateTime(options.now(), PROPERTY.timeZone),
    timeStamp: () => localTimeStamp(options.now(), PROPERTY.timeZone),
    nextCompId: () => String(++compId),
    nextEntryId: () => String(++entryId),
    compCode: () => freshCompCode(random, codes),
    reset,
  };
}
