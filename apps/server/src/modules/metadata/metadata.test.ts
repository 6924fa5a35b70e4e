import {
  BRANDS,
  brandingSchema,
  clientAccountSchema,
  clientHashForBrand,
  METADATA_TYPES,
  metadataSchemas,
  THEME_TOKENS,
} from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

function get(url: string, brand = 'naskila') {
  return t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost` } });
}

describe('GET /api/MetaData/{type}', () => {
  it('answers one type with its object', async () => {
    const res = await get('/api/MetaData/ClientAccount');
    expect(res.statusCode).toBe(200);
    const body = clientAccountSchema.parse(res.json());
    expect(body.account.hash).toBe(clientHashForBrand('naskila'));
    expect(body.localizations).toEqual([
      { locale: 'en-US', title: 'English' },
      { locale: 'es-MX', title: 'Español (México)' },
      { locale: 'en-ZW', title: 'English (Zimbabwe)' },
    ]);
  });

  it('answers a comma list as [{type, metadata}] in the order asked', async () => {
    const res = await get('/api/MetaData/SsoProviders,Branding,KioskMode');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { type: string; metadata: unknown }[];
    expect(body.map((i) => i.type)).toEqual(['SsoProviders', 'Branding', 'KioskMode']);
    expect(body[2]?.metadata).toEqual({
      logoutIdleTimeKiosk: 30,
      logoutIdleTimePlayerPortal: 900,
      exitLocation: '/kiosk',
      kioskCountdownSeconds: 10,
      logoutAlertCountdownSeconds: 10,
    });
    expect(body[0]?.metadata).toContainEqual({ type: 'okta', kind: 'Login', authEndpoint: '/oidc' });
  });

  it('answers 404 {errors} for an unknown type, alone or in a list', async () => {
    for (const url of ['/api/MetaData/Nope', '/api/MetaData/Branding,Nope']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [expect.stringContaining('Nope')] });
    }
  });

  it('answers with an ETag, and 304 without a body when the client holds those bytes', async () => {
    const first = await get('/api/MetaData/Branding');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/Branding',
      headers: { host: 'naskila.localhost', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/MetaData/Branding')).body).toBe(first.body);
    expect((await get('/api/MetaData/Branding', 'coyote')).headers.etag).not.toBe(first.headers.etag);
  });

  it('differs per tenant', async () => {
    const a = (await get('/api/MetaData/Branding', 'coyote')).json();
    const b = (await get('/api/MetaData/Branding', 'naskila')).json();
    expect(a.currentBranding).toBe('coyote');
    expect(b.currentBranding).toBe('naskila');
    expect(a.themes.light.cssProps['--color-primary']).not.toBe(b.themes.light.cssProps['--color-primary']);
    expect(a.themes.light.cssProps['--font-body']).not.toBe(b.themes.light.cssProps['--font-body']);
  });

  it('has every type for all nine brands, valid where a schema exists', async () => {
    for (const brand of BRANDS) {
      const res = await get(`/api/MetaData/${METADATA_TYPES.join(',')}`, brand);
      expect(res.statusCode).toBe(200);
      const items = res.json() as { type: (typeof METADATA_TYPES)[number]; metadata: unknown }[];
      expect(items).toHaveLength(METADATA_TYPES.length);
      for (const item of items) metadataSchemas[item.type]?.parse(item.metadata);
    }
  });

  it('gives every brand all theme tokens, its own assets and AA contrast', async () => {
    for (const brand of BRANDS) {
      const branding = brandingSchema.parse((await get('/api/MetaData/Branding', brand)).json());
      expect(branding.appPaths.loginPath).toBe('/session/login');
      expect(branding.layout).toBe(brand === 'elite' ? 'lucid' : brand === 'bally' ? 'condensed' : undefined);
      for (const theme of [branding.themes.light, branding.themes.dark]) {
        expect(Object.keys(theme.cssProps).sort()).toEqual([...THEME_TOKENS].sort());
        expect(theme.settings.logo).toBe(`/assets/brands/${brand}/logo.svg`);
        const c = theme.cssProps;
        const ratio = (a: string, b: string) => contrastRatio(c[a] ?? '', c[b] ?? '');
        expect(ratio('--color-on-primary', '--color-primary')).toBeGreaterThanOrEqual(4.5);
        expect(ratio('--color-on-surface', '--color-surface')).toBeGreaterThanOrEqual(4.5);
        expect(ratio('--color-muted', '--color-surface')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
