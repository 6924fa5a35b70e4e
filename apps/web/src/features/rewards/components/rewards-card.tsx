import { REWARD_SORT_KEYS, type RewardSortKey } from '@patron/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useRewards } from '../api/get-rewards';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { useSettings } from '../../../shared/settings/settings-store';
import { Card } from '../../../shared/ui/card/card';
import { closeCard, useClosedCards } from '../../../shared/ui/card/closed-cards';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { RewardItem } from './reward-item';
import { readRewardsQuery, REWARDS_PAGE_SIZE, writeRewardsQuery } from './rewards-query';
import { RewardsPager } from './rewards-pager';
import './rewards.css';

export const REWARDS_CARD_ID = 'rewards';
/** The rewards card's section id, where the hot rewards' "See all" leads. */
export const REWARDS_SECTION_ID = 'all-rewards';
const SEARCH_DEBOUNCE_MS = 300;

/** The player's rewards with search, sort (defaultSort setting), paging, in the slim or card layout. */
export function RewardsCard() {
  const { t } = useTranslation();
  const { defaultSort, hotRewardDays, layout } = useSettings();
  const [params, setParams] = useSearchParams();
  const query = readRewardsQuery(params, defaultSort, hotRewardDays);
  const rewards = useRewards(query);
  // First load: the list renders in a deferred pass, in slices, not in the task its answer came in.
  const shown = useDeferredValue(rewards.data);
  const queryClient = useQueryClient();
  const closed = useClosedCards().has(REWARDS_CARD_ID);
  const urlSearch = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  // A search changed from outside (Back, the Home link) replaces what the field holds.
  if (urlSearch !== seenSearch) {
    setSeenSearch(urlSearch);
    if (urlSearch !== searchText.trim()) setSearchText(urlSearch);
  }
  const searchId = useId();
  const sortId = useId();

  useEffect(() => {
    if (searchText.trim() === urlSearch) return;
    const timer = setTimeout(
      () => setParams((current) => writeRewardsQuery(current, { q: searchText }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, urlSearch, setParams]);

  if (closed) return null;
  // The count, the pager and the list all tell of the answer on screen (the deferred one).
  const total = shown?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REWARDS_PAGE_SIZE));

  return (
    <Card
      id={REWARDS_SECTION_ID}
      className="card--wide"
      title={t('rewards.title')}
      onRefresh={() => queryClient.refetchQueries({ queryKey: playerKeys.rewards() })}
      onClose={() => closeCard(REWARDS_CARD_ID)}
    >
      <form className="rewards-filter" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {t('rewards.search')}
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={sortId}>
            {t('rewards.sortBy')}
          </label>
          <select
            id={sortId}
            className="field__input"
            value={query.sortBy}
            onChange={(event) =>
              setParams((current) =>
                writeRewardsQuery(current, { sort: event.target.value as RewardSortKey }),
              )
            }
          >
            {REWARD_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`rewards.sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="choice rewards-filter__desc">
          <input
            type="checkbox"
            checked={Boolean(query.isDescending)}
            onChange={(event) =>
              setParams((current) => writeRewardsQuery(current, { desc: event.target.checked }))
            }
          />
          <span>{t('rewards.descending')}</span>
        </label>
      </form>
      <p className="muted" role="status">
        {shown ? t('rewards.count', { count: total }) : rewards.isError ? null : t('card.loading')}
      </p>
      <AsOfNotice answers={[shown]} />
      {rewards.isError ? (
        <ReadFailure
          error={rewards.error}
          fallback={t('dashboard.loadFailed')}
          onRetry={() => rewards.refetch()}
        />
      ) : null}
      {shown && shown.data.length > 0 ? (
        <ul
          className={`rewards rewards--${layout}`}
          aria-label={t('rewards.title')}
          aria-busy={rewards.isFetching || shown !== rewards.data}
        >
          {shown.data.map((reward) => (
            <RewardItem key={reward.id} reward={reward} layout={layout} />
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <RewardsPager
          page={Math.min(query.pageNumber, pages)}
          pages={pages}
          onPage={(page) => setParams((current) => writeRewardsQuery(current, { page }))}
        />
      ) : null}
    </Card>
  );
}
