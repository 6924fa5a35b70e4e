import { describe, expect, it } from 'vitest';
import { invitationSettingsFrom } from './invitation-settings';

const SEEDED = { allowSwap: true, allowSmsSend: true, smsDailyLimit: 5, hotRewardDays: 3 };

describe('invitationSettingsFrom', () => {
  it('reads smsAllowedCountries, and texts the property’s own country only without it', () => {
    expect(invitationSettingsFrom({ ...SEEDED, smsAllowedCountries: ['US', 'MX'] })).toMatchObject({
      allowSms: true,
      smsAllowedCountries: ['US', 'MX'],
    });
    expect(invitationSettingsFrom(SEEDED).smsAllowedCountries).toEqual(['US']);
  });

  it.each([[[]], ['US'], [['usa']], [['us']]])(
    'turns sending off for a malformed country list %j rather than text anywhere',
    (smsAllowedCountries) => {
      expect(invitationSettingsFrom({ ...SEEDED, smsAllowedCountries })).toMatchObject({
        allowSms: false,
        allowEmail: false,
        smsAllowedCountries: ['US'],
      });
    },
  );
});
