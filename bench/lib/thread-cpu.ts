/**
 * CPU time of a process's main thread and of all its threads, read from /proc (Linux only; elsewhere
 * undefined). Unlike req/s, a sign-in's main-thread milliseconds hardly move with the machine's load:
 * it is the work the server adds to argon2 on the same cores.
 */
import { readdirSync, readFileSync } from 'node:fs';

export type ThreadCpu = { mainMs: number; allMs: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticks(pid: number, tid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

export function threadCpu(pid: number | undefined): ThreadCpu | undefined {
  if (!pid) return undefined;
  try {
    let all = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        all += ticks(pid, Number(tid));
      } catch {
        /* the thread ended meanwhile */
      }
    }
    return { mainMs: ticks(pid, pid) * TICK_MS, allMs: all * TICK_MS };
  } catch {
    return undefined;
  }
}
