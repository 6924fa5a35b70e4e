import { describe, expect, it } from 'vitest';
import { SOCIAL_GRANT_TYPES, SOCIAL_PROVIDERS, isSocialProvider, socialGrantType } from './sign-in';

describe('social providers', () => {
  it('gives every provider its own grant type and no grant type without a provider', () => {
    expect(SOCIAL_PROVIDERS.map(socialGrantType)).toEqual([...SOCIAL_GRANT_TYPES]);
  });

  it('recognises only the listed providers', () => {
    expect(isSocialProvider('google')).toBe(true);
    expect(isSocialProvider('okta')).toBe(false);
    expect(isSocialProvider('Facebook')).toBe(false);
  });
});
