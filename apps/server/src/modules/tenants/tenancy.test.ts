import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/test-app';

const t = useTestApp();

async function brandOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/MetaData/Branding', headers });
  return { status: res.statusCode, body: res.json() };
}

describe('tenant resolution', () => {
  it('honours X-Target over Host', async () => {
    const { body } = await brandOf({ 'x-target': 'elite', host: 'coyote.localhost' });
    expect(body.currentBranding).toBe('elite');
  });

  it('maps the Host header (port stripped) to its tenant', async () => {
    expect((await brandOf({ host: 'rwlv.localhost:8080' })).body.currentBranding).toBe('rwlv');
    expect((await brandOf({ host: 'Little-Creek.localhost' })).body.currentBranding).toBe('little-creek');
  });

  it('falls back to the default brand', async () => {
    expect((await brandOf({ host: 'localhost:8080' })).body.currentBranding).toBe('naskila');
    expect((await brandOf({ host: 'unknown.example' })).body.currentBranding).toBe('naskila');
  });

  it('answers an unknown X-Target with 400 {errors}', async () => {
    const res = await brandOf({ 'x-target': 'nowhere' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [expect.stringContaining('X-Target')] });
  });

  it('ignores X-Target when it is not allowed', async () => {
    const strict = await createTestApp({ allowXTarget: false });
    try {
      const res = await strict.app.inject({
        method: 'GET',
        url: '/api/MetaData/Branding',
        headers: { 'x-target': 'nowhere', host: 'bally.localhost' },
      });
      expect(res.json().currentBranding).toBe('bally');
    } finally {
      await strict.close();
    }
  });
});
