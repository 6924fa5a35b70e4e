/**
 * The floor of the password grant: raw argon2id verifications with the server's own parameters
 * (lib/passwords) straight from @node-rs/argon2, without the server's limit on verifications in flight,
 * `concurrency` in flight, in a process of its own on the same cores.
 *   tsx bench/lib/argon2-floor.ts <count> <concurrency>   → prints one JSON line {rps, count, cpuMs}
 * cpuMs: the process's CPU (all threads) per verification, to set beside the server's per sign-in.
 */
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../../apps/server/src/lib/passwords';

const count = Number(process.argv[2] ?? 160);
const concurrency = Number(process.argv[3] ?? 8);
const password = 'Player#2026';
const hashed = await hash(password, ARGON2_OPTIONS);

async function run(n: number): Promise<{ rps: number; cpuMs: number }> {
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) {
        if (!(await verify(hashed, password))) throw new Error('argon2 verify failed');
      }
    }),
  );
  const { user, system } = process.cpuUsage(cpu);
  return { rps: n / ((performance.now() - started) / 1000), cpuMs: (user + system) / 1000 / n };
}

await run(Math.min(16, count));
console.log(JSON.stringify({ ...(await run(count)), count }));
