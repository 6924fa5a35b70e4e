import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const preload = fileURLToPath(new URL('./threadpool-size.cjs', import.meta.url));

/**
 * Run in a process that preloads the file: holds the pool's threads with reads of FIFOs (in
 * POOL_DIR) nobody writes, all but one and then all of them, and tells whether a file's stat was
 * answered. A pool of exactly UV_THREADPOOL_SIZE answers with one thread free and not with none.
 * The FIFOs are written whatever happens: a thread still held would keep the process from exiting.
 */
const probe = `
const fs = require('node:fs'), path = require('node:path');
const { execFileSync } = require('node:child_process');
const size = Number(process.env.UV_THREADPOOL_SIZE);
const dir = process.env.POOL_DIR;
const fifos = [];
const release = () => {
  for (const fd of fifos) try { fs.writeSync(fd, 'x'); } catch {}
  fifos.length = 0;
};
const hold = (fd) => fs.read(fd, Buffer.alloc(1), 0, 1, null, () => {});
const stat = () => new Promise((resolve) => fs.stat(dir, () => resolve(true)));
const within = (answer, ms) => Promise.race([answer, new Promise((r) => setTimeout(() => r(false), ms).unref())]);
(async () => {
  try {
    for (let i = 0; i < size; i++) {
      const file = path.join(dir, 'f' + i);
      execFileSync('mkfifo', [file]);
      fifos.push(fs.openSync(file, fs.constants.O_RDWR));
    }
    fifos.slice(0, size - 1).forEach(hold);
    const oneFree = await within(stat(), 5000);
    hold(fifos[size - 1]);
    const waiting = stat();
    const noneFree = await within(waiting, 300);
    release();
    const afterRelease = await within(waiting, 5000);
    console.log(JSON.stringify({ size: process.env.UV_THREADPOOL_SIZE, oneFree, noneFree, afterRelease }));
  } finally {
    release();
  }
})();
`;

async function poolOf(env: Record<string, string>) {
  const { UV_THREADPOOL_SIZE: _given, ...rest } = process.env;
  const dir = mkdtempSync(path.join(tmpdir(), 'pool-'));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--require', preload, '-e', probe], {
      env: { ...rest, ...env, POOL_DIR: dir },
      timeout: 15_000,
    });
    return JSON.parse(stdout) as { size: string; oneFree: boolean; noneFree: boolean; afterRelease: boolean };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
