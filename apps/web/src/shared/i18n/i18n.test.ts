import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from './i18n';

afterEach(async () => {
  await changeLanguage('en-US');
});

describe('the app translator', () => {
  it('fetches /assets/l10n/<language>.json and sets the document language', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ menu: { home: 'Inicio' } }));
    await changeLanguage('es-MX');
    expect(fetch).toHaveBeenCalledWith('/assets/l10n/es-MX.json');
    expect(i18n.language).toBe('es-MX');
    expect(i18n.t('menu.home')).toBe('Inicio');
    expect(document.documentElement.lang).toBe('es-MX');
  });
});
