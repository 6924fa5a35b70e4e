import { describe, expect, it } from 'vitest';
import { rewardsSettingsFrom } from './rewards-settings';

const VALID = { allowSwap: false, allowSmsSend: true, smsDailyLimit: 5, hotRewardDays: 3 };

describe('rewardsSettingsFrom', () => {
  it('reads valid metadata as it is', () => {
    expect(rewardsSettingsFrom(VALID)).toEqual(VALID);
    expect(rewardsSettingsFrom({ ...VALID, pointToDollarsRate: 0.01 })).toEqual({
      ...VALID,
      pointToDollarsRate: 0.01,
    });
  });

  it('keeps the valid keys when another key is off its schema', () => {
    expect(rewardsSettingsFrom({ ...VALID, smsDailyLimit: '5' })).toEqual({
      allowSwap: false,
      allowSmsSend: true,
      hotRewardDays: 3,
    });
    expect(rewardsSettingsFrom({ ...VALID, hotRewardDays: -1, pointToDollarsRate: 0 })).toEqual({
      allowSwap: false,
      allowSmsSend: true,
      smsDailyLimit: 5,
    });
  });

  it('turns swapping off when allowSwap is malformed or the metadata is not an object', () => {
    expect(rewardsSettingsFrom({ ...VALID, allowSwap: 'yes' }).allowSwap).toBe(false);
    expect(rewardsSettingsFrom({ ...VALID, allowSwap: null }).allowSwap).toBe(false);
    for (const metadata of [null, 'allowSwap', 42, [VALID]])
      expect(rewardsSettingsFrom(metadata)).toEqual({ allowSwap: false });
  });

  it('leaves every key to its default when the tenant has no RewardsManagement', () => {
    expect(rewardsSettingsFrom(undefined)).toEqual({});
    expect(rewardsSettingsFrom({})).toEqual({});
    expect(rewardsSettingsFrom({ allowSwap: true })).toEqual({ allowSwap: true });
  });
});
