import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const root = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, output: () => output };
}

describe.concurrent('main', () => {
  it('reads the port and key from the environment (8091 and none by default)', () => {
    expect(readEnv({})).toEqual({ port: 8091, host: '127.0.0.1', production: false });
    expect(readEnv({ CMS_SIMULATOR_PORT: '9001', CMS_SIMULATOR_API_KEY: 'k' })).toMatchObject({
      port: 9001,
      apiKey: 'k',
    });
    expect(() => readEnv({ CMS_SIMULATOR_PORT: 'eighty' })).toThrow(/CMS_SIMULATOR_PORT/);
  });

  it('refuses to start in production, saying why', async () => {
    const { child, output } = start({ NODE_ENV: 'production' });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toMatch(/development and tests only.*NODE_ENV=production/);
  });

  it('listens on 127.0.0.1 and prints its address', async () => {
    const { child, output } = start({ NODE_ENV: 'development', CMS_SIMULATOR_PORT: '0' });
    try {
      await expect.poll(output, { timeout: 8000 }).toMatch(/at http:\/\/127\.0\.0\.1:\d+\//);
      const url = /at (http:\/\/\S+?)\/ /.exec(output())?.[1];
      const res = await fetch(`${url}/CompListMessage`);
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
