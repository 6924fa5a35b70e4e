import { HomeScreen } from '../../features/home/components/home-screen';
import { HotRewardsCard } from '../../features/rewards/components/hot-rewards-card';
import { QrCodeDialog } from '../../features/rewards/components/qr-code-dialog';
import { RewardsCard } from '../../features/rewards/components/rewards-card';
import { SendRewardDialog } from '../../features/rewards/components/send-reward-dialog';
import { SwapRewardDialog } from '../../features/rewards/components/swap-reward-dialog';

/** The dashboard and the reward dialogs over it: one lazy chunk, loaded with the signed-in home. */
export function HomeDashboard() {
  return (
    <HomeScreen>
      <HotRewardsCard />
      <RewardsCard />
    </HomeScreen>
  );
}

export const QrCodeRoute = QrCodeDialog;
export const SendSmsRoute = () => <SendRewardDialog channel="sms" />;
export const SendEmailRoute = () => <SendRewardDialog channel="email" />;
export const SwapRoute = SwapRewardDialog;
