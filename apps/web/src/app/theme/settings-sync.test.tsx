import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandContext } from '../../shared/brand/brand-context';
import { testBrand } from '../../test/render';
import { SettingsSync } from './settings-sync';

/** Reads the root's brand colour when the screen after SettingsSync lays out, before any paint. */
function ColourAtLayout({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.documentElement.style.getPropertyValue('--color-primary'));
  }, [seen]);
  return null;
}

describe('SettingsSync', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
  });

  it("applies the brand's theme before the first paint, so the page never shows unthemed", () => {
    const seen: string[] = [];
    render(
      <BrandContext.Provider value={testBrand}>
        <SettingsSync />
        <ColourAtLayout seen={seen} />
      </BrandContext.Provider>,
    );
    expect(seen).toEqual(['red']);
    expect(document.documentElement.dataset.theme).toMatch(/^(light|dark)$/);
  });
});
