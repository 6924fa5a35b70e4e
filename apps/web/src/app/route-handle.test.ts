import { describe, expect, it } from 'vitest';
import { withinPage } from './route-handle';

describe('withinPage', () => {
  it('is the page itself and every overlay path under it', () => {
    expect(withinPage('/lucid/home/coyote', '/lucid/home/coyote')).toBe(true);
    expect(withinPage('/lucid/home/coyote/', '/lucid/home/coyote')).toBe(true);
    expect(withinPage('/lucid/home/coyote/rewards/TP-1/qrcode', '/lucid/home/coyote')).toBe(true);
    expect(withinPage('/lucid/home/coyote', '/lucid/home/coyote/')).toBe(true);
  });

  it('is not another page, even one whose path starts with the same letters', () => {
    expect(withinPage('/lucid/offers/coyote', '/lucid/home/coyote')).toBe(false);
    expect(withinPage('/lucid/home/coyote2', '/lucid/home/coyote')).toBe(false);
    expect(withinPage('/lucid/home', '/lucid/home/coyote')).toBe(false);
  });
});
