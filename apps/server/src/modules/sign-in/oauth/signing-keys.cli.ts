import type { KeyEncryption } from './key-encryption';
import { addGeneratedSigningKey, createDatabaseKeySource } from './signing-key-sources';
import type { SigningKeysRepository } from './signing-keys.repository';

export const SIGNING_KEYS_USAGE = 'usage: signing-keys list | add | retire <kid>';

/**
 * Operator commands on the database's signing keys. Running servers pick a change up within
 * SIGNING_KEYS_CACHE_SECONDS: after `add` the new key signs, after `retire` the old one stops verifying.
 */
export async function runSigningKeysCommand(
  args: string[],
  deps: { signingKeysRepository: SigningKeysRepository; keyEncryption: KeyEncryption },
): Promise<{ ok: boolean; output: string }> {
  const [command, kid, ...rest] = args;
  if (command === 'list' && !kid) {
    const keys = await createDatabaseKeySource(deps)();
    const stored = await deps.signingKeysRepository.listActive();
    const lines = keys.map((k, i) => {
      const created = stored.find((s) => s.kid === k.kid)?.createdAt.toISOString() ?? '';
      return `${k.kid}  ${created}  ${i === keys.length - 1 ? 'signs' : 'verifies'}`;
    });
    return { ok: true, output: lines.join('\n') };
  }
  if (command === 'add' && !kid) {
    return { ok: true, output: `added ${await addGeneratedSigningKey(deps)}` };
  }
  if (command === 'retire' && kid && !rest.length) {
    const active = await deps.signingKeysRepository.listActive();
    if (!active.some((k) => k.kid === kid)) return { ok: false, output: `no active key ${kid}` };
    if (active.length === 1) return { ok: false, output: `${kid} is the only active key: add one first` };
    await deps.signingKeysRepository.retire(kid);
    return { ok: true, output: `retired ${kid}` };
  }
  return { ok: false, output: SIGNING_KEYS_USAGE };
}
