import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { startFakeSocialProvider, type FakeSocialProvider } from '../dev/fake-social-provider';
import { createTestApp, type TestApp } from './test-app';

/** Starts the fake social provider for one test file; read `ctx.provider` inside tests. */
export function useFakeSocialProvider(): { provider: FakeSocialProvider } {
  const ctx = {} as { provider: FakeSocialProvider };
  beforeAll(async () => {
    ctx.provider = await startFakeSocialProvider({ port: 0 });
  });
  afterAll(async () => {
    await ctx.provider?.close();
  });
  return ctx;
}

/**
 * One app per test file whose Facebook and Google checks go to a fake social provider started
 * first; read `ctx.app` and `ctx.fake` inside tests.
 */
export function useSocialTestApp(ids: {
  facebookAppId: string;
  googleClientId: string;
}): TestApp & { fake: FakeSocialProvider } {
  const ctx = {} as TestApp & { fake: FakeSocialProvider };
  beforeAll(async () => {
    const fake = await startFakeSocialProvider({ port: 0 });
    const overrides: Partial<Config> = {
      facebookGraphUrl: fake.graphBaseUrl,
      facebookAppId: ids.facebookAppId,
      googleTokenInfoUrl: fake.tokenInfoBaseUrl,
      googleClientId: ids.googleClientId,
    };
    Object.assign(ctx, await createTestApp(overrides), { fake });
  });
  afterAll(async () => {
    await ctx.close?.();
    await ctx.fake?.close();
  });
  return ctx;
}
