import { describe, expect, it } from 'vitest';
import { bootChunkFile } from './boot-script';

const chunk = (fileName: string, moduleIds: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
});

describe('the boot chunk index.html runs on its own', () => {
  it('is the chunk that holds src/boot.ts', () => {
    const bundle = {
      'index.js': chunk('assets/index-a.js', ['/app/src/main.tsx'], true),
      'app-core.js': chunk('assets/app-core-b.js', ['/app/src/shared/http/http.ts', '/app/src/boot.ts']),
      'index.css': { type: 'asset', fileName: 'assets/index.css' },
    };
    expect(bootChunkFile(bundle)).toBe('assets/app-core-b.js');
  });

  it('fails the build when no chunk holds it, or the entry does', () => {
    expect(() =>
      bootChunkFile({ 'index.js': chunk('assets/index-a.js', ['/app/src/main.tsx'], true) }),
    ).toThrow(/no chunk holds/);
    expect(() =>
      bootChunkFile({
        'index.js': chunk('assets/index-a.js', ['/app/src/main.tsx', '/app/src/boot.ts'], true),
      }),
    ).toThrow(/entry chunk/);
  });
});
