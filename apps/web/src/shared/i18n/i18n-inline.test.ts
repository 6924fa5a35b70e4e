import { afterEach, describe, expect, it, vi } from 'vitest';
import { addInlineBlock, removeInlineBlocks } from '../../test/inline-blocks';
import { changeLanguage, i18n } from './i18n';

afterEach(async () => {
  removeInlineBlocks();
  await changeLanguage('en-US');
});

describe('a catalog written into the page', () => {
  it('is the strings of its language: nothing is fetched', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    addInlineBlock('boot-l10n', '/assets/l10n/en-ZW.json', JSON.stringify({ menu: { home: 'Home (ZW)' } }));
    await changeLanguage('en-ZW');
    expect(i18n.t('menu.home')).toBe('Home (ZW)');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is left for its own language while another language is fetched', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ menu: { home: 'Inicio' } }));
    addInlineBlock('boot-l10n', '/assets/l10n/en-US.json', JSON.stringify({ menu: { home: 'Home' } }));
    await changeLanguage('es-MX');
    expect(fetch).toHaveBeenCalledWith('/assets/l10n/es-MX.json');
    expect(i18n.t('menu.home')).toBe('Inicio');
    expect(document.getElementById('boot-l10n')).not.toBeNull();
  });
});
