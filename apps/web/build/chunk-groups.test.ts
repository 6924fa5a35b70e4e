import { describe, expect, it } from 'vitest';
import { groupOf } from './chunk-groups';

const root = '/repo/apps/web/';

describe('chunk groups (issue 10)', () => {
  it('leaves the sign-in screen, its layout and its flows to the entry, which imports them', () => {
    for (const file of [
      'src/app/routes/session-module.tsx',
      'src/app/routes/sign-in-module.tsx',
      'src/features/auth/components/sign-in-screen.tsx',
      'src/features/auth/components/provider-buttons.tsx',
      'src/features/auth/api/grant-sign-in.ts',
      'src/shared/ui/form/credential-fields.tsx',
    ])
      expect(groupOf(root + file), file).toBeUndefined();
  });

  it('keeps what the boot script needs in app-core, and signed-in screens in their own chunks', () => {
    expect(groupOf(`${root}src/shared/ui/form/text-field.tsx`)).toBe('app-core');
    expect(groupOf(`${root}src/shared/url/safe-http-url.ts`)).toBe('app-core');
    expect(groupOf(`${root}src/features/auth/components/idp-token-screen.tsx`)).toBeUndefined();
    expect(groupOf(`${root}src/app/routes/layout-module.tsx`)).toBeUndefined();
    expect(groupOf(`${root}src/shared/session/session-store.ts`)).toBe('app-core');
  });

  it("puts the home's first player requests together, but none that brings zod along", () => {
    expect(groupOf(`${root}src/shared/api/player/get-profile.ts`)).toBe('player-api');
    expect(groupOf('/repo/packages/contracts/src/reward-codes.ts')).toBe('player-api');
    expect(groupOf(`${root}src/shared/api/player/get-rewards.ts`)).toBeUndefined();
    expect(groupOf(`${root}src/shared/query/query-client.ts`)).toBe('tanstack-query');
  });

  it('tells react from react-dom, and reads Windows paths', () => {
    expect(groupOf('C:\\repo\\node_modules\\react\\index.js')).toBe('app-core');
    expect(groupOf('/repo/node_modules/react-dom/client.js')).toBeUndefined();
    expect(groupOf('/repo/node_modules/@tanstack/query-core/build/modern/index.js')).toBe('tanstack-query');
  });
});
