import { currentUserSchema, tokenResponseSchema, userSettingsSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parse, type Check } from './checks';
import { currentUserCheck, tokenResponseCheck } from './session-checks';
import { userSettingsCheck } from './settings-check';
import { expectSameVerdictFieldByField } from '../../test/field-by-field';

function agrees<T>(check: Check<T>, schema: z.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(parse(check, sample), JSON.stringify(sample)).toEqual(
      expected.success ? expected.data : undefined,
    );
  }
}

describe('first-load checks hold to the contracts', () => {
  it('the token answer', () => {
    const token = { access_token: 'a', token_type: 'Bearer', expires_in: 600, refresh_token: 'r' };
    agrees(tokenResponseCheck, tokenResponseSchema, [
      token,
      { ...token, id_token: 'i', 'as:client_id': 'player-portal', scope: 'x' },
      { ...token, token_type: 'bearer' },
      { ...token, expires_in: 0 },
      { ...token, expires_in: 1.5 },
      { ...token, refresh_token: 5 },
      'token',
    ]);
  });

  it('the stored session', () => {
    agrees(currentUserCheck, currentUserSchema, [
      { access_token: 'a' },
      { access_token: 'a', refresh_token: 'r', id_token: 'i', other: true },
      { access_token: '' },
      { refresh_token: 'r' },
      null,
    ]);
  });

  it('the stored settings, each bad field falling back to its default', () => {
    agrees(userSettingsCheck, userSettingsSchema, [
      {},
      {
        theme: 'dark',
        layout: 'slim',
        autoNightMode: true,
        language: 'es-MX',
        hotRewardDays: 7,
        defaultSort: 'name',
        themeSettings: { a: 'b' },
      },
      {
        theme: 'blue',
        layout: 1,
        autoNightMode: 'yes',
        language: 'fr',
        hotRewardDays: 400,
        defaultSort: 'size',
        themeSettings: { a: 1 },
      },
      { hotRewardDays: -1 },
      { hotRewardDays: 2.5 },
    ]);
  });
});

describe('first-load checks check every field of their contract', () => {
  it.each([
    [
      'the token answer',
      tokenResponseCheck,
      tokenResponseSchema,
      {
        access_token: 'a',
        token_type: 'Bearer',
        expires_in: 600,
        refresh_token: 'r',
        id_token: 'i',
        'as:client_id': 'player-portal',
        scope: 'x',
      },
    ],
    [
      'the stored session',
      currentUserCheck,
      currentUserSchema,
      { access_token: 'a', refresh_token: 'r', id_token: 'i' },
    ],
    [
      'the stored settings',
      userSettingsCheck,
      userSettingsSchema,
      {
        theme: 'dark',
        layout: 'slim',
        autoNightMode: true,
        language: 'es-MX',
        hotRewardDays: 7,
        defaultSort: 'name',
        themeSettings: { a: 'b' },
      },
    ],
  ] as const)('%s', (_name, check, schema, sample) => {
    expectSameVerdictFieldByField(check as Check<unknown>, schema, sample);
  });
});
