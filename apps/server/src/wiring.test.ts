import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
// A call, not the factory's own definition.
const REPOSITORY_CALL = /(?<!function )\bcreate\w+Repository\(/g;
const SERVICE_CALL = /\bcreate\w+Service\(/g;
// Composition roots inside modules/: the unit of work binds repositories to each transaction it
// opens (CONVENTIONS: repositories take a transaction handle), and a CLI entry point wires itself.
const COMPOSITION_ROOTS = [/^modules\/cms\/local\/local-repositories\.ts$/, /\.main\.ts$/];
// The app's own composition root: app.ts and the area compositions it lists, one file per area.
const APP_COMPOSITION = [
  'app.ts',
  ...sourceFiles(path.join(SRC, 'composition')).map((f) => path.relative(SRC, f)),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const callsIn = (pattern: RegExp) =>
  sourceFiles(path.join(SRC, 'modules'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => `${path.relative(SRC, file)}: ${m[0]}`),
    )
    .filter((call) => !COMPOSITION_ROOTS.some((root) => root.test(call.split(':')[0] ?? '')));

describe('wiring (CONVENTIONS: the composition root wires every service once)', () => {
  it('builds no repository inside a module', () => {
    expect(callsIn(REPOSITORY_CALL)).toEqual([]);
  });

  it('builds each service once, in app.ts or a composition it lists', () => {
    const app = readFileSync(path.join(SRC, 'app.ts'), 'utf8');
    const composed = APP_COMPOSITION.filter((file) => file !== 'app.ts');
    expect(composed.length).toBeGreaterThan(3);
    for (const file of composed) expect(app).toContain(`./${file.replace(/\.ts$/, '')}'`);
    const services = APP_COMPOSITION.flatMap((file) =>
      [...readFileSync(path.join(SRC, file), 'utf8').matchAll(SERVICE_CALL)].map((m) => m[0]),
    );
    expect(services.length).toBeGreaterThan(3);
    expect(services).toEqual([...new Set(services)]);
  });
});
