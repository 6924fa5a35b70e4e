import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const preload = fileURLToPath(new URL('./threadpool-size.cjs', import.meta.url));

/**
 * Run in a process that preloads the file: holds the pool's threads with reads of FIFOs nobody
 * writes, all but one and then all of them, and tells whether a file's stat was answered. A pool of
 * exactly UV_THREADPOOL_SIZE answers with one thread free and not with none.
 */
const probe = `
const fs = require('node:fs'), os = require('node:os'), path = require('node:path');
const { execFileSync } = require('node:child_process');
const size = Number(process.env.UV_THREADPOOL_SIZE);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-'));
const fifos = Array.from({ length: size }, (_, i) => {
  const file = path.join(dir, 'f' + i);
  execFileSync('mkfifo', [file]);
  return fs.openSync(file, fs.constants.O_RDWR);
});
const hold = (fd) => fs.read(fd, Buffer.alloc(1), 0, 1, null, () => {});
const stat = () => new Promise((resolve) => fs.stat(dir, () => resolve(true)));
const within = (answer, ms) => Promise.race([answer, new Promise((r) => setTimeout(() => r(false), ms).unref())]);
(async () => {
  fifos.slice(0, size - 1).forEach(hold);
  const oneFree = await within(stat(), 10000);
  hold(fifos[size - 1]);
  const waiting = stat();
  const noneFree = await within(waiting, 300);
  for (const fd of fifos) fs.writeSync(fd, 'x');
  const afterRelease = await within(waiting, 10000);
  for (const fd of fifos) fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true });
  console.log(JSON.stringify({ size: process.env.UV_THREADPOOL_SIZE, oneFree, noneFree, afterRelease }));
})();
`;

async function poolOf(env: Record<string, string>) {
  const { UV_THREADPOOL_SIZE: _given, ...rest } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['--require', preload, '-e', probe], {
    env: { ...rest, ...env },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as { size: string; oneFree: boolean; noneFree: boolean; afterRelease: boolean };
}

describe('threadpool-size (preloaded by the server start)', () => {
  it('sizes the pool at the cores + 5 before anything uses it', async () => {
    expect(await poolOf({})).toEqual({
      size: String(availableParallelism() + 5),
      oneFree: true,
      noneFree: false,
      afterRelease: true,
    });
  });

  it("keeps an operator's own UV_THREADPOOL_SIZE", async () => {
    expect(await poolOf({ UV_THREADPOOL_SIZE: '3' })).toEqual({
      size: '3',
      oneFree: true,
      noneFree: false,
      afterRelease: true,
    });
  });
});
