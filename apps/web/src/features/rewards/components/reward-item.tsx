import type { Reward } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { formatDate, formatNumber } from '../../../shared/i18n/format';

export type RewardAction = 'qrcode' | 'invitation/sms' | 'invitation/email' | 'swap';
const ACTIONS: readonly { action: RewardAction; label: string }[] = [
  { action: 'qrcode', label: 'rewards.actions.qrcode' },
  { action: 'invitation/sms', label: 'rewards.actions.sms' },
  { action: 'invitation/email', label: 'rewards.actions.email' },
  { action: 'swap', label: 'rewards.actions.swap' },
];

/**
 * docs/product.md#screens-and-routes: an action's subpath is appended to the home URL; the list's own query
 * string is kept.
 */
export function rewardActionPath(rewardCode: string, action: RewardAction, search = ''): string {
  return `rewards/${encodeURIComponent(rewardCode)}/${action}${search}`;
}

interface RewardItemProps {
  reward: Reward;
  layout: 'slim' | 'card';
}

export function RewardItem({ reward, layout }: RewardItemProps) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const locale = i18n.language;

  return (
    <li className={`reward reward--${layout}${reward.hot ? ' reward--hot' : ''}`}>
      {layout === 'card' && reward.imageUrl ? (
        <img className="reward__image" src={reward.imageUrl} alt="" loading="lazy" />
      ) : null}
      <div className="reward__text">
        <h3 className="reward__name">{reward.name}</h3>
        {layout === 'card' && reward.description ? (
          <p className="reward__description">{reward.description}</p>
        ) : null}
        <p className="reward__meta">
          <span>{t('rewards.code', { code: reward.rewardCode })}</span>
          <span>{t('rewards.expires', { date: formatDate(reward.expirationDate, locale) })}</span>
          {reward.value > 0 ? (
            <span>{t('rewards.value', { points: formatNumber(reward.value, locale) })}</span>
          ) : null}
          {reward.hot ? <strong className="reward__hot">{t('rewards.hot')}</strong> : null}
        </p>
      </div>
      <ul className="reward__actions" aria-label={t('rewards.actionsFor', { name: reward.name })}>
        {ACTIONS.map(({ action, label }) => (
          <li key={action}>
            <Link
              className="button reward__action"
              to={rewardActionPath(reward.rewardCode, action, search)}
              state={{ fromHome: true }}
              data-reward-action={`${reward.rewardCode}/${action}`}
              aria-label={t(`${label}Named`, { name: reward.name })}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
