import { MESSAGE_NAMES, type MessageName } from './messages/names';
import { HOSTILE_KINDS, type HostileKind } from './xml/hostile';

export const FAULT_KINDS = [
  'latency',
  'status',
  'hang',
  'brokenXml',
  'hostileXml',
  'stopCode',
  'dropAfterApply',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  /** A message name, or `*` for every message. */
  operation: MessageName | '*';
  playerId?: string;
  kind: FaultKind;
  /** latency: how long to wait before answering (default 1000). */
  ms?: number;
  /** status: the HTTP status to answer (default 503). */
  status?: number;
  /** hostileXml: which hostile answer (default billionLaughs). */
  hostile?: HostileKind;
  /** stopCode: the stop code the player seems to have (default NOCOMP). */
  stopCode?: string;
  /** How many matching requests the rule applies to; unlimited when absent. */
  times?: number;
}

/** What to do to one request: wait, add stop codes, then at most one way of (not) answering. */
export interface FaultPlan {
  latencyMs: number;
  stopCodes: string[];
  outcome?: FaultRule;
}

export class FaultRuleError extends Error {}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkRule(input: unknown, at: number): FaultRule {
  const fail = (why: string) => new FaultRuleError(`rule ${at}: ${why}`);
  if (!isObject(input)) throw fail('is not an object');
  const { operation, playerId, kind, ms, status, hostile, stopCode, times } = input;
  if (operation !== '*' && !MESSAGE_NAMES.includes(operation as MessageName))
    throw fail(`operation is a message name or '*'`);
  if (!FAULT_KINDS.includes(kind as FaultKind)) throw fail(`kind is one of ${FAULT_KINDS.join(', ')}`);
  const count = (v: unknown, name: string, min: number, max: number) => {
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max))
      throw fail(`${name} is an integer from ${min} to ${max}`);
  };
  count(ms, 'ms', 0, 600_000);
  count(status, 'status', 100, 599);
  count(times, 'times', 1, 1_000_000);
  if (playerId !== undefined && typeof playerId !== 'string') throw fail('playerId is a string');
  if (hostile !== undefined && !HOSTILE_KINDS.includes(hostile as HostileKind))
    throw fail(`hostile is one of ${HOSTILE_KINDS.join(', ')}`);
  if (stopCode !== undefined && (typeof stopCode !== 'string' || !stopCode))
    throw fail('stopCode is a string');
  return Object.fromEntries(
    Object.entries({ operation, playerId, kind, ms, status, hostile, stopCode, times }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as unknown as FaultRule;
}

export function parseFaultRules(input: unknown): FaultRule[] {
  if (!Array.isArray(input)) throw new FaultRuleError('the faults are a JSON list of rules');
  return input.map(checkRule);
}

export interface Faults {
  set(rules: FaultRule[]): void;
  add(rule: FaultRule): void;
  clear(): void;
  list(): FaultRule[];
  /** Matches the request against the rules and uses up one of each matching rule's `times`. */
  take(operation: MessageName, playerId: string | undefined): FaultPlan;
}

export function createFaults(): Faults {
  let rules: FaultRule[] = [];
  return {
    set: (next) => {
      rules = parseFaultRules(next);
    },
    add: (rule) => {
      rules = [...rules, ...parseFaultRules([rule])];
    },
    clear: () => {
      rules = [];
    },
    list: () => rules.map((r) => ({ ...r })),
    take: (operation, playerId) => {
      const plan: FaultPlan = { latencyMs: 0, stopCodes: [] };
      const matching = rules.filter(
        (r) =>
          (r.operation === '*' || r.operation === operation) &&
          (r.playerId === undefined || r.playerId === playerId),
      );
      for (const rule of matching) {
        if (rule.kind === 'latency') plan.latencyMs += rule.ms ?? 1000;
        else if (rule.kind === 'stopCode') plan.stopCodes.push(rule.stopCode ?? 'NOCOMP');
        else if (plan.outcome) continue;
        else plan.outcome = rule;
        if (rule.times !== undefined) rule.times -= 1;
      }
      rules = rules.filter((r) => r.times === undefined || r.times > 0);
      return plan;
    },
  };
}
