import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { insertReward } from '../messages/messages.test-helpers';

/** Reads the QR modules back out of the PNG and compares them with the code's own QR matrix. */
function encodes(png: Buffer, text: string): boolean {
  const image = PNG.sync.read(png);
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const modulePx = image.width / (size + 8);
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) {
      const x = Math.floor((col + 4 + 0.5) * modulePx);
      const y = Math.floor((row + 4 + 0.5) * modulePx);
      const dark = (image.data[(y * image.width + x) * 4] ?? 255) < 128;
      if (dark !== Boolean(qr.modules.get(row, col))) return false;
    }
  return true;
}

describe('GET /api/codeimage/{rewardCode}', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'tp.localhost', authorization: `Bearer ${token}`, ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ outboxPollMs: 0 });
    token = (await login(t.app, 'tp')).access_token;
    await insertReward(t.db, { brand: 'tp', code: 'TP-QR-0001' });
    await insertReward(t.db, { brand: 'tp', username: 'pending', code: 'TP-QR-OTHER' });
    await insertReward(t.db, { brand: 'coyote', code: 'COYOTE-QR' });
    await insertReward(t.db, { brand: 'tp', code: 'TP-QR-SWAPPED', status: 'swapped' });
  });
  afterAll(async () => t?.close());

  it('renders the reward code as a PNG QR code, 300 px at the spec default scale 0.6', async () => {
    const res = await get('/api/codeimage/TP-QR-0001?scale=0.6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('private');
    const png = res.rawPayload;
    expect(PNG.sync.read(png).width).toBe(300);
    expect(encodes(png, 'TP-QR-0001')).toBe(true);
    expect(encodes(png, 'TP-QR-0002')).toBe(false);
  });

  it('scales with the scale parameter and defaults to 0.6', async () => {
    expect(PNG.sync.read((await get('/api/codeimage/TP-QR-0001?scale=1.2')).rawPayload).width).toBe(600);
    expect(PNG.sync.read((await get('/api/codeimage/TP-QR-0001')).rawPayload).width).toBe(300);
  });

  it.each(['0', '0.05', '5', 'big', '-1'])('refuses scale=%s with 400 {errors}', async (scale) => {
    const res = await get(`/api/codeimage/TP-QR-0001?scale=${scale}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^scale: /);
  });

  it.each(['TP-QR-OTHER', 'COYOTE-QR', 'TP-QR-SWAPPED', 'UNKNOWN'])('answers 404 for %s', async (code) => {
    const res = await get(`/api/codeimage/${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Reward not found.'] });
  });

  it('needs a token of this tenant', async () => {
    expect((await get('/api/codeimage/TP-QR-0001', { authorization: '' })).statusCode).toBe(401);
    expect((await get('/api/codeimage/TP-QR-0001', { host: 'coyote.localhost' })).statusCode).toBe(401);
  });
});
