import { BRANDS } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { brandProfile } from './brands';
import { lobbySlides } from './lobby-slides';

describe('lobbySlides', () => {
  it('gives every brand its welcome and tagline in Spanish, not the English again', () => {
    for (const brand of BRANDS) {
      const profile = brandProfile(brand);
      const [welcome, tagline] = lobbySlides(profile);
      expect(welcome?.titles['es-MX']).toBe(`Bienvenido a ${profile.name}`);
      expect(tagline?.titles['en-US']).toBe(profile.tagline);
      expect(tagline?.titles['es-MX'], brand).not.toBe(profile.tagline);
    }
  });
});
