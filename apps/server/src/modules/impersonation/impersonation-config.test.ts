import { describe, expect, it } from 'vitest';
import { DEV_IMPERSONATION_LINK_SECRET, loadConfig } from '../../config';

const production = {
  NODE_ENV: 'production',
  KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
  KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
};

describe('IMPERSONATION_LINK_SECRET', () => {
  it('has a dev default outside production only; unset in production turns impersonation off', () => {
    expect(loadConfig({}).impersonationLinkSecret).toBe(DEV_IMPERSONATION_LINK_SECRET);
    expect(loadConfig(production).impersonationLinkSecret).toBeUndefined();
    const secret = 'a-real-host-system-secret';
    expect(loadConfig({ ...production, IMPERSONATION_LINK_SECRET: secret }).impersonationLinkSecret).toBe(
      secret,
    );
  });

  it('refuses the dev default in production and a short secret anywhere', () => {
    expect(() =>
      loadConfig({ ...production, IMPERSONATION_LINK_SECRET: DEV_IMPERSONATION_LINK_SECRET }),
    ).toThrow(/IMPERSONATION_LINK_SECRET: the dev default is refused in production/);
    expect(() => loadConfig({ IMPERSONATION_LINK_SECRET: 'short' })).toThrow(/IMPERSONATION_LINK_SECRET/);
  });
});
