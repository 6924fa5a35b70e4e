/**
 * Issue 10: fewer, larger chunks compress better than many small ones. Each group names the modules
 * (by path fragment) that rolldown puts into one chunk, whoever imports them.
 */
type Group = { name: string; paths: string[] };

const GROUPS: Group[] = [
  {
    // What the entry itself needs and every lazy route shares, small enough to load on every page.
    name: 'app-core',
    paths: [
      'node_modules/react/',
      ...['i18n', 'brand', 'http', 'validate', 'storage', 'session', 'url', 'ui/toast'].map(
        (folder) => `src/shared/${folder}/`,
      ),
      'src/shared/query/response-cache.',
      // What the first screen waits for that needs no React: index.html runs this chunk on its own
      // (build/boot-script.ts), so these start before the entry's 90 KB are in.
      'src/boot.',
      'src/app/routes/dashboard-path.',
      'src/shared/settings/settings-store.',
      'src/shared/boot/',
      'src/shared/ui/form/text-field.',
      'src/shared/ui/virtual-keyboard/keyboard-value.',
      ...['languages', 'auth-constants', 'constants', 'account-pages', 'boot-data'].map(
        (file) => `contracts/src/${file}.`,
      ),
    ],
  },
  {
    // What the signed-in home asks the player API for first, which came in four small pieces. Not the
    // other player requests: their zod schemas would come along.
    name: 'player-api',
    paths: [
      ...['get-profile.', 'get-external-tier.', 'player-checks.'].map(
        (file) => `src/shared/api/player/${file}`,
      ),
      'contracts/src/reward-codes.',
    ],
  },
  {
    // The query library, for the signed-in screens, which came in six pieces split by importer, with
    // the app's client, provider and key factories: whatever imports those imports the library too.
    name: 'tanstack-query',
    paths: [
      'node_modules/@tanstack/',
      'src/shared/query/query-client.',
      'src/shared/query/query-provider.',
      'src/shared/api/player/player-keys.',
    ],
  },
];

/** The group a module id belongs to, if any; ids use either path separator. */
export function groupOf(id: string): string | undefined {
  const posix = id.replaceAll('\\', '/');
  return GROUPS.find((group) => group.paths.some((fragment) => posix.includes(fragment)))?.name;
}

export const chunkGroups = GROUPS.map(({ name }) => ({
  name,
  test: (id: string) => groupOf(id) === name,
  includeDependenciesRecursively: false,
}));
