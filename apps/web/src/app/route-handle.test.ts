import { describe, expect, it } from 'vitest';
import { withinPage } from './route-handle';

describe('withinPage', () => {
  it('is the page itself, with or without a trailing slash', () => {
    expect(withinPage('/lucid/home/coyote', '/lucid/home/coyote')).toBe(true);
    expect(withinPage('/lucid/home/coyote/', '/lucid/home/coyote')).toBe(true);
    expect(withinPage('/lucid/home/coyote', '/lucid/home/coyote/')).toBe(true);
  });

  it('is not a page below it (child routes are pages of their own), nor another page', () => {
    expect(withinPage('/lucid/home/coyote/offers-new', '/lucid/home/coyote')).toBe(false);
    expect(withinPage('/lucid/home/coyote/benefits/how-to-earn', '/lucid/home/coyote/benefits')).toBe(false);
    expect(withinPage('/lucid/home/coyote2', '/lucid/home/coyote')).toBe(false);
    expect(withinPage('/lucid/home', '/lucid/home/coyote')).toBe(false);
  });
});
