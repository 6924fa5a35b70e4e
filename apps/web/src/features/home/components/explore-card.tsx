import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/card/card';
import { LinkTiles } from '../../../shared/ui/link-tile/link-tiles';

const TILES = [
  { to: 'offers-new', key: 'offers' },
  { to: 'medallions', key: 'badges' },
  { to: 'benefits', key: 'howItWorks' },
  { to: 'statements', key: 'statements' },
] as const;

/**
 * The screens beyond the dashboard, as tiles: the condensed menu holds only Home, Profile and
 * Settings (docs/product.md#screens-and-routes), so its home is where a player finds Offers, Badges, How it
 * works and Statements.
 */
export function ExploreCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('loyalty.explore.title')} className="card--wide">
      <LinkTiles
        label={t('loyalty.explore.title')}
        tiles={TILES.map(({ to, key }) => ({
          to,
          title: t(`loyalty.explore.${key}`),
          text: t(`loyalty.explore.${key}Text`),
        }))}
      />
    </Card>
  );
}
