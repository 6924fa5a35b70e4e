import { describe, expect, it } from 'vitest';
import enUS from '../../../public/assets/l10n/en-US.json';
import enZW from '../../../public/assets/l10n/en-ZW.json';
import esMX from '../../../public/assets/l10n/es-MX.json';

type Tree = { [key: string]: string | Tree };

/** Leaf keys, with plural suffixes folded, so es-MX may add the `_many` form Spanish needs. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(one|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

const unique = (list: string[]) => [...new Set(list)].sort();

describe('the account strings exist in all three languages', () => {
  const english = unique(keys(enUS.account as Tree));

  it.each([
    ['es-MX', esMX.account as Tree],
    ['en-ZW', enZW.account as Tree],
  ])('%s has every key of en-US and no other', (_, tree) => {
    expect(unique(keys(tree))).toEqual(english);
  });

  it('es-MX is Spanish, not a copy of the English', () => {
    expect(esMX.account.signUp.heading).toBe('Crear cuenta');
    expect(esMX.account.links.forgotPassword).not.toBe(enUS.account.links.forgotPassword);
  });
});
