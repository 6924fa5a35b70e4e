import { describe, expect, it } from 'vitest';
import enUS from '../../../public/assets/l10n/en-US.json';
import enZW from '../../../public/assets/l10n/en-ZW.json';
import esMX from '../../../public/assets/l10n/es-MX.json';

type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
    )
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();

describe('the casino-system screen strings exist in all three languages', () => {
  it.each([
    ['es-MX', esMX],
    ['en-ZW', enZW],
  ])('%s has every key of en-US', (_, catalog) => {
    expect(keys(catalog.casinoSystem as Tree)).toEqual(keys(enUS.casinoSystem as Tree));
    expect(catalog.titles.casinoSystem).toBeTruthy();
  });

  it('es-MX is Spanish', () => {
    expect(esMX.casinoSystem.heading).not.toBe(enUS.casinoSystem.heading);
  });
});
