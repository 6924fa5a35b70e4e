import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An area has one name in three mirrored places (docs/architecture.md#areas): its contract
 * `packages/contracts/src/<area>.ts`, its server module `apps/server/src/modules/<area>/` and its
 * screens `apps/web/src/features/<area>/`. A name found in only some of them is declared below
 * with the reason, so a new folder or file either mirrors the others or says why it does not.
 */
type Place = 'contracts' | 'server' | 'web';

const NOT_IN_ALL_THREE: Record<string, { in: Place[]; why: string }> = {
  balances: {
    in: ['contracts', 'server'],
    why: 'shown on home and in rewards, read through web shared/api/player',
  },
  'code-image': { in: ['contracts', 'server'], why: 'the QR image is shown by the rewards screens' },
  messages: {
    in: ['contracts', 'server'],
    why: 'a reward texted or e-mailed is sent from the rewards screens',
  },
  settings: { in: ['contracts', 'web'], why: "the player's settings stay in the browser" },
  cms: {
    in: ['server', 'web'],
    why: 'the casino-system connector behind every loyalty read and change, and its dev-only debug screen',
  },
  health: { in: ['server'], why: 'operations only' },
  housekeeping: { in: ['server'], why: 'nightly jobs' },
  ledger: { in: ['server'], why: 'the points ledger behind balances, rewards and statements' },
  'rated-play': { in: ['server'], why: 'the rated play behind win/loss statements and badges' },
  'rate-limits': { in: ['server'], why: 'request limits shared by sign-in, accounts and messages' },
  tenants: { in: ['server'], why: 'tenant resolution and metadata storage' },
  'web-app': { in: ['server'], why: "serves the web app's pages and manifest" },
  home: { in: ['web'], why: "composes the other areas' data on the signed-in home" },
  'how-it-works': { in: ['web'], why: 'explains tiers and earning from the tiers and metadata answers' },
  idle: { in: ['web'], why: 'the idle timer and its dialogs' },
  update: { in: ['web'], why: 'the service worker and the new-version prompt' },
};

const repo = path.resolve(import.meta.dirname, '../../..');

function entries(dir: string) {
  return readdirSync(path.join(repo, dir), { withFileTypes: true });
}

function areaNames(): Record<Place, Set<string>> {
  const contractFiles = entries('packages/contracts/src')
    .filter(
      (e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && e.name !== 'index.ts',
    )
    .map((e) => e.name.slice(0, -'.ts'.length));
  const folders = (dir: string) =>
    entries(dir)
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  return {
    contracts: new Set(contractFiles),
    server: new Set(folders('apps/server/src/modules')),
    web: new Set(folders('apps/web/src/features')),
  };
}

describe('area names', () => {
  it('are the same in the contracts, the server modules and the web features', () => {
    const names = areaNames();
    const all = [...new Set([...names.contracts, ...names.server, ...names.web])].sort();
    const places: Place[] = ['contracts', 'server', 'web'];
    const table = all.map((name) => ({
      area: name,
      ...Object.fromEntries(places.map((place) => [place, names[place].has(name) ? 'yes' : '-'])),
    }));
    console.table(table);
    for (const name of all) {
      const found = places.filter((place) => names[place].has(name));
      const expected = NOT_IN_ALL_THREE[name]?.in ?? places;
      expect(found, `${name}: ${NOT_IN_ALL_THREE[name]?.why ?? 'an area of all three places'}`).toEqual(
        expected,
      );
    }
  });

  it("keep an area's parts in a folder beside its contract file, and what all share in common/", () => {
    const folders = entries('packages/contracts/src')
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const files = new Set(entries('packages/contracts/src').map((e) => e.name));
    for (const folder of folders.filter((f) => f !== 'common'))
      expect(files.has(`${folder}.ts`), folder).toBe(true);
  });
});
