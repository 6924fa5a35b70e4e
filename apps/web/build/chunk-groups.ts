/**
 * First load: fewer, larger chunks compress better than many small ones. Each group names the modules
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
      'src/shared/config/paths.',
      'src/shared/settings/settings-store.',
      'src/shared/boot/',
      'src/shared/ui/form/text-field.',
      'src/shared/ui/virtual-keyboard/keyboard-value.',
      ...[
        'common/languages',
        'sign-in/sign-in-constants',
        'common/constants',
        'accounts/account-pages',
        'common/boot-data',
      ].map((file) => `contracts/src/${file}.`),
    ],
  },
  {
    // What the signed-in screens share beside their own code, which came in four pieces (the query
    // library with the app's client, provider and key factories; the player API the home asks first;
    // the link tiles; the announcement categories): one file instead of four on the signed-in home,
    // whose requests share a slow link. Not the other player requests (their zod schemas would come
    // along), nor the session's actions and idle timer, which the kiosk's card + PIN screen uses.
    name: 'signed-in',
    paths: [
      'node_modules/@tanstack/',
      'src/shared/query/query-client.',
      'src/shared/query/query-provider.',
      'src/shared/api/player/player-keys.',
      ...['get-profile.', 'get-external-tier.', 'player-checks.'].map(
        (file) => `src/shared/api/player/${file}`,
      ),
      'contracts/src/rewards/reward-codes.',
      'contracts/src/balances/currencies.',
      'contracts/src/offers/offer-categories.',
      'src/shared/ui/link-tile/',
      'contracts/src/announcements/announcement-categories.',
      // A casino system's reads: the profile fields it keeps, the "as of" line over a last-known copy,
      // the retry in place of a read it could not answer, and the refetch while a copy is stale.
      'contracts/src/profile/cms-profile-fields.',
      'src/shared/ui/last-known/',
      'src/shared/query/refetch-while-stale.',
    ],
  },
];

/** Every path fragment of every group, for the test that each still names a file. */
export const groupPathFragments = GROUPS.flatMap((group) => group.paths);

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
