import { formatNumber } from '../../../shared/i18n/format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { swapDifference } from './swap-difference';

/** "Costs 300 more points", "You give up 1,200 points of value" or "An even swap", before confirming. */
export function SwapDifferenceText({ offerCost, rewardValue }: { offerCost: number; rewardValue: number }) {
  const { t, i18n } = useTranslation();
  const difference = swapDifference(offerCost, rewardValue);
  if (difference.kind === 'even') return <>{t('rewards.swap.even')}</>;
  const points = formatNumber(difference.points, i18n.language);
  return <>{t(`rewards.swap.${difference.kind}`, { points })}</>;
}
