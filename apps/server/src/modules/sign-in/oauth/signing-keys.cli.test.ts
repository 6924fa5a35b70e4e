import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createKeyEncryption } from './key-encryption';
import { runSigningKeysCommand, SIGNING_KEYS_USAGE } from './signing-keys.cli';
import { createSigningKeysRepository } from './signing-keys.repository';

const t = useTestApp();
const run = (...args: string[]) =>
  runSigningKeysCommand(args, {
    signingKeysRepository: createSigningKeysRepository(t.db),
    keyEncryption: createKeyEncryption(t.config.keyEncryptionSecret ?? ''),
  });

describe('signing-keys command', () => {
  it('adds a key that signs, retires the older one, and refuses to retire the last', async () => {
    const first = (await run('list')).output.split('\n');
    expect(first).toHaveLength(1);
    const oldKid = first[0]?.split(' ')[0] ?? '';
    expect(first[0]).toMatch(/ signs$/);

    const added = await run('add');
    const newKid = added.output.replace('added ', '');
    const listed = (await run('list')).output.split('\n');
    expect(listed.map((l) => l.split(' ')[0])).toEqual([oldKid, newKid]);
    expect(listed[0]).toMatch(/ verifies$/);
    expect(listed[1]).toMatch(/ signs$/);

    expect(await run('retire', oldKid)).toEqual({ ok: true, output: `retired ${oldKid}` });
    expect(await run('retire', oldKid)).toEqual({ ok: false, output: `no active key ${oldKid}` });
    expect((await run('retire', newKid)).ok).toBe(false);
    expect((await run('list')).output.split(' ')[0]).toBe(newKid);
  });

  it('answers anything else with the usage', async () => {
    for (const args of [[], ['rotate'], ['retire'], ['add', 'x']]) {
      expect(await run(...args)).toEqual({ ok: false, output: SIGNING_KEYS_USAGE });
    }
  });
});
