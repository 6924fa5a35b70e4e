import QRCode from 'qrcode';
import { RewardNotFoundError } from '../../lib/errors';

/** Pixel width at scale 1; the spec's default scale 0.6 gives 300 px, enough to scan from a phone. */
const BASE_WIDTH = 500;
/**
 * Drawing time grows with the square of the width, on the main thread (measured: 300 px 16 ms,
 * 600 px 45 ms, 1000 px 120 ms, 2000 px 560 ms): a larger scale is drawn at 600 px, twice what a
 * cage scanner needs, and the page enlarges it.
 */
const MAX_WIDTH = 600;
/** Drawn images kept, by tenant, code and width: showing a code again draws nothing. */
const CACHED_IMAGES = 500;

export type FindActiveReward = (q: {
  tenantId: string;
  patronId: string;
  rewardCode: string;
  now: Date;
}) => Promise<{ rewardCode: string } | null>;

export function createCodeImageService(deps: { findActiveReward: FindActiveReward; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const drawn = new Map<string, Promise<Buffer>>();

  function draw(rewardCode: string, width: number, key: string): Promise<Buffer> {
    const cached = drawn.get(key);
    if (cached) {
      drawn.delete(key);
      drawn.set(key, cached);
      return cached;
    }
    const image = QRCode.toBuffer(rewardCode, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width,
      color: { dark: '#000000', light: '#ffffff' },
    });
    drawn.set(key, image);
    image.catch(() => drawn.delete(key));
    if (drawn.size > CACHED_IMAGES) drawn.delete(drawn.keys().next().value!);
    return image;
  }

  return {
    /**
     * docs/design.md#ledger-and-money-like-state: a PNG QR code of the reward code, for the owner of an
     * active reward only.
     */
    async render(q: {
      tenantId: string;
      patronId: string;
      rewardCode: string;
      scale: number;
    }): Promise<Buffer> {
      const reward = await deps.findActiveReward({ ...q, now: now() });
      if (!reward) throw new RewardNotFoundError();
      const width = Math.min(MAX_WIDTH, Math.round(BASE_WIDTH * q.scale));
      return draw(reward.rewardCode, width, `${q.tenantId}:${reward.rewardCode}:${width}`);
    },
  };
}
export type CodeImageService = ReturnType<typeof createCodeImageService>;
