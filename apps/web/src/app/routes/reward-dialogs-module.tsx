import { RewardLocations } from '../../features/locations/components/reward-locations';
import { QrCodeDialog } from '../../features/rewards/components/qr-code-dialog';
import { SendRewardDialog } from '../../features/rewards/components/send-reward-dialog';

/**
 * The reward actions of docs/product.md#screens-and-routes over the home: loaded when one opens, with the
 * schemas they use.
 */
export const QrCodeRoute = () => (
  <QrCodeDialog renderLocations={(names) => <RewardLocations names={names} />} />
);
export const SendSmsRoute = () => <SendRewardDialog channel="sms" />;
export const SendEmailRoute = () => <SendRewardDialog channel="email" />;
export { SwapRoute } from './swap-route';
