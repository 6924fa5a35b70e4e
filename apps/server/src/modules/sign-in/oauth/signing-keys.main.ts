import { loadConfig } from '../../../config';
import { createDb } from '../../../db/client';
import { migrateDb } from '../../../db/migrate';
import { createKeyEncryption } from './key-encryption';
import { runSigningKeysCommand } from './signing-keys.cli';
import { createSigningKeysRepository } from './signing-keys.repository';

// npm run signing-keys -w apps/server -- list | add | retire <kid>
const config = loadConfig();
if (config.signingKeys) {
  console.error('SIGNING_KEYS is set: the keys come from config; edit them there.');
  process.exit(2);
}
const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
try {
  await migrateDb(handle);
  const result = await runSigningKeysCommand(process.argv.slice(2), {
    signingKeysRepository: createSigningKeysRepository(handle.db),
    keyEncryption: createKeyEncryption(config.keyEncryptionSecret ?? ''),
  });
  (result.ok ? console.log : console.error)(result.output);
  process.exitCode = result.ok ? 0 : 2;
} finally {
  await handle.close();
}
