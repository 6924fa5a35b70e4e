import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';
import { loggableUrl } from './request-log';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

describe('loggableUrl', () => {
  it("keeps the path and the query's names, never its values", () => {
    expect(loggableUrl('/session/new-password?hash=3f9a1c27b4e0&token=abc.def')).toBe(
      '/session/new-password?hash=~&token=~',
    );
    expect(loggableUrl('/api/rewards/?pageNumber=1')).toBe('/api/rewards/?pageNumber=~');
    expect(loggableUrl('/api/health')).toBe('/api/health');
    expect(loggableUrl('/x?')).toBe('/x?');
  });
});

describe('the request log', () => {
  it('holds no one-time token or identifier sent in a query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({}, { logger: { level: 'info', stream } });
    try {
      const token = 'live-one-time-token-4b1d';
      const identifier = 'player@example.com';
      await t.app.inject({ method: 'GET', url: `/session/new-password?hash=3f9a1c27b4e0&token=${token}` });
      await t.app.inject({
        method: 'POST',
        url: `/api/profile/recoveryPlayer?identifier=${encodeURIComponent(identifier)}&token=${token}`,
        headers: { 'x-target': 'tp' },
        payload: {},
      });
      const log = lines.join('');
      expect(log).toContain('/session/new-password?hash=~&token=~');
      expect(log).toContain('/api/profile/recoveryPlayer?identifier=~&token=~');
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(identifier));
    } finally {
      await t.close();
    }
  });
});
