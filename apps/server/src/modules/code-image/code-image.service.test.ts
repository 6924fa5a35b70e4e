import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RewardNotFoundError } from '../../lib/errors';
import { createCodeImageService } from './code-image.service';

const owner = { tenantId: 't1', patronId: 'p1' };

function service(active = new Set(['CODE-1', 'CODE-2'])) {
  return createCodeImageService({
    findActiveReward: async (q) =>
      q.tenantId === owner.tenantId && q.patronId === owner.patronId && active.has(q.rewardCode)
        ? { rewardCode: q.rewardCode }
        : null,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the code image service', () => {
  it('draws a large scale at 600 px at most, whatever the scale asked', async () => {
    const png = await service().render({ ...owner, rewardCode: 'CODE-1', scale: 4 });
    expect(PNG.sync.read(png).width).toBe(600);
  });

  it('draws a code at a width once, and again for another width or code', async () => {
    const draw = vi.spyOn(QRCode, 'toBuffer');
    const images = service();
    const first = await images.render({ ...owner, rewardCode: 'CODE-1', scale: 0.6 });
    const again = await images.render({ ...owner, rewardCode: 'CODE-1', scale: 0.6 });
    expect(again).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    await images.render({ ...owner, rewardCode: 'CODE-1', scale: 1 });
    await images.render({ ...owner, rewardCode: 'CODE-2', scale: 0.6 });
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('still asks, each time, whether the code is an active reward of the caller', async () => {
    const active = new Set(['CODE-1']);
    const images = service(active);
    await images.render({ ...owner, rewardCode: 'CODE-1', scale: 0.6 });
    active.delete('CODE-1');
    await expect(images.render({ ...owner, rewardCode: 'CODE-1', scale: 0.6 })).rejects.toBeInstanceOf(
      RewardNotFoundError,
    );
    await expect(
      images.render({ tenantId: 't1', patronId: 'p2', rewardCode: 'CODE-2', scale: 0.6 }),
    ).rejects.toBeInstanceOf(RewardNotFoundError);
  });
});
