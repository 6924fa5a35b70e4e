import { useOffers } from '../../features/offers/api/get-offers';
import { SwapRewardDialog } from '../../features/rewards/components/swap-reward-dialog';

const SWAP_CATALOGUE_SIZE = 200;

/** The rewards feature's swap dialog over the offers feature's catalogue, joined here in app/. */
export function SwapRoute() {
  const offers = useOffers({ sortBy: 'cost', pageNumber: 1, pageSize: SWAP_CATALOGUE_SIZE });
  return <SwapRewardDialog offers={offers.data?.data ?? []} offersPending={offers.isPending} />;
}
