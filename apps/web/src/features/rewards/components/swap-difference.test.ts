import { describe, expect, it } from 'vitest';
import { swapDifference } from './swap-difference';

describe('swapDifference', () => {
  it('names the points a dearer offer costs beyond the reward', () => {
    expect(swapDifference(1_500, 1_200)).toEqual({ kind: 'costsMore', points: 300 });
  });
  it('names the value a cheaper offer gives up', () => {
    expect(swapDifference(300, 1_500)).toEqual({ kind: 'givesUp', points: 1_200 });
  });
  it('says an offer of the same cost is an even swap', () => {
    expect(swapDifference(800, 800)).toEqual({ kind: 'even' });
  });
});
