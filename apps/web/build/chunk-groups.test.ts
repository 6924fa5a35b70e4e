import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupOf, groupPathFragments } from './chunk-groups';

const root = '/repo/apps/web/';

describe('chunk groups', () => {
  it('leaves the sign-in screen, its layout and its flows to the entry, which imports them', () => {
    for (const file of [
      'src/app/routes/session-module.tsx',
      'src/app/routes/sign-in-module.tsx',
      'src/features/sign-in/components/sign-in-screen.tsx',
      'src/features/sign-in/components/provider-buttons.tsx',
      'src/features/sign-in/api/grant-sign-in.ts',
      'src/shared/ui/form/credential-fields.tsx',
    ])
      expect(groupOf(root + file), file).toBeUndefined();
  });

  it('keeps what the boot script needs in app-core, and signed-in screens in their own chunks', () => {
    expect(groupOf(`${root}src/shared/ui/form/text-field.tsx`)).toBe('app-core');
    expect(groupOf(`${root}src/shared/url/safe-http-url.ts`)).toBe('app-core');
    expect(groupOf(`${root}src/features/sign-in/components/idp-token-screen.tsx`)).toBeUndefined();
    expect(groupOf(`${root}src/app/routes/layout-module.tsx`)).toBeUndefined();
    expect(groupOf(`${root}src/shared/session/session-store.ts`)).toBe('app-core');
  });

  it('puts what the signed-in screens share in one chunk, but no player request that brings zod along', () => {
    for (const file of [
      'src/shared/api/player/get-profile.ts',
      'src/shared/query/query-client.ts',
      'src/shared/ui/link-tile/link-tiles.tsx',
    ])
      expect(groupOf(root + file), file).toBe('signed-in');
    expect(groupOf('/repo/packages/contracts/src/rewards/reward-codes.ts')).toBe('signed-in');
    expect(groupOf('/repo/packages/contracts/src/announcements/announcement-categories.ts')).toBe(
      'signed-in',
    );
    expect(groupOf(`${root}src/shared/api/player/get-rewards.ts`)).toBeUndefined();
    expect(groupOf(`${root}src/features/home/components/home-screen.tsx`)).toBeUndefined();
    // The kiosk's card + PIN screen needs these and nothing else of the signed-in screens.
    expect(groupOf(`${root}src/features/idle/hooks/use-idle-timer.ts`)).toBeUndefined();
    expect(groupOf(`${root}src/app/layouts/use-session-actions.ts`)).toBeUndefined();
  });

  it('names only files that exist, so a moved file cannot silently leave its group', () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    const files = ['apps/web/src', 'packages/contracts/src'].flatMap((dir) =>
      readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(dir, file.replaceAll('\\', '/')),
      ),
    );
    for (const fragment of groupPathFragments.filter((f) => !f.startsWith('node_modules/')))
      expect(
        files.some((file) => file.includes(fragment)),
        fragment,
      ).toBe(true);
  });

  it('tells react from react-dom, and reads Windows paths', () => {
    expect(groupOf('C:\\repo\\node_modules\\react\\index.js')).toBe('app-core');
    expect(groupOf('/repo/node_modules/react-dom/client.js')).toBeUndefined();
    expect(groupOf('/repo/node_modules/@tanstack/query-core/build/modern/index.js')).toBe('signed-in');
  });
});
