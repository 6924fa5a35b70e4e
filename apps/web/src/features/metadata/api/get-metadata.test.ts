import { describe, expect, it } from 'vitest';
import { parseBootstrapMetadata } from './get-metadata';

const withKioskMode = (metadata: object) => [
  { type: 'KioskMode', metadata: { logoutIdleTimeKiosk: 30, logoutIdleTimePlayerPortal: 900, ...metadata } },
];

describe('parseBootstrapMetadata: KioskMode countdowns', () => {
  it('reads the kiosk and logout-alert countdowns', () => {
    const { kioskMode } = parseBootstrapMetadata(
      withKioskMode({ kioskCountdownSeconds: 20, logoutAlertCountdownSeconds: 120 }),
    );
    expect(kioskMode).toMatchObject({ kioskCountdownSeconds: 20, logoutAlertCountdownSeconds: 120 });
  });

  it('leaves them out when the metadata does not give them', () => {
    const { kioskMode } = parseBootstrapMetadata(withKioskMode({}));
    expect(kioskMode?.kioskCountdownSeconds).toBeUndefined();
    expect(kioskMode?.logoutAlertCountdownSeconds).toBeUndefined();
  });

  it.each([4, 121, 12.5])('refuses a countdown of %s (whole seconds from 5 to 120)', (seconds) => {
    expect(
      parseBootstrapMetadata(withKioskMode({ kioskCountdownSeconds: seconds })).kioskMode,
    ).toBeUndefined();
    expect(
      parseBootstrapMetadata(withKioskMode({ logoutAlertCountdownSeconds: seconds })).kioskMode,
    ).toBeUndefined();
  });
});
