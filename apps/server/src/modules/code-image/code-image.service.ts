import QRCode from 'qrcode';
import { RewardNotFoundError } from '../../lib/errors';

/** Pixel width at scale 1; the spec's default scale 0.6 gives 300 px, enough to scan from a phone. */
const BASE_WIDTH = 500;

export type FindActiveReward = (q: {
  tenantId: string;
  patronId: string;
  rewardCode: string;
  now: Date;
}) => Promise<{ rewardCode: string } | null>;

export function createCodeImageService(deps: { findActiveReward: FindActiveReward; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
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
      return QRCode.toBuffer(reward.rewardCode, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 4,
        width: Math.round(BASE_WIDTH * q.scale),
        color: { dark: '#000000', light: '#ffffff' },
      });
    },
  };
}
export type CodeImageService = ReturnType<typeof createCodeImageService>;
