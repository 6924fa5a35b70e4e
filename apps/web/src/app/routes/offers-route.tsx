import { OffersScreen } from '../../features/offers/components/offers-screen';
import { useTiers } from '../../features/tiers/api/get-tiers';

/** The offers screen, its tier requirements named as the property names its tiers. */
export function OffersRoute() {
  const tiers = useTiers();
  const tierNames = new Map(tiers.data?.map((tier) => [tier.number, tier.name]));
  return <OffersScreen tierNames={tierNames} />;
}
