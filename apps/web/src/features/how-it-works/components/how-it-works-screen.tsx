import { useTranslation } from '../../../shared/i18n/use-translation';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { useBrand } from '../../../shared/brand/brand-context';
import { LinkTiles } from '../../../shared/ui/link-tile/link-tiles';
import { useWorksReportGuide } from '../api/get-works-report';
import './how-it-works.css';

const SECTIONS = [
  {
    to: 'milestones-benefits',
    title: 'loyalty.menu.tierBenefits',
    text: 'loyalty.howItWorks.tierBenefitsText',
  },
  { to: 'how-to-earn', title: 'loyalty.menu.earnRedeem', text: 'loyalty.howItWorks.earnRedeemText' },
  { to: '../medallions', title: 'loyalty.menu.badges', text: 'loyalty.howItWorks.badgesText' },
] as const;

/** `benefits`: the "How it works" hub leading to Tier Benefits and Earn & Redeem. */
export function HowItWorksScreen() {
  const { t } = useTranslation();
  const { clientAccount } = useBrand();
  const guide = useWorksReportGuide();
  const tier = useExternalTier();
  const property = clientAccount.account.name;

  return (
    <section className="page how-it-works" aria-labelledby="how-heading">
      <h1 id="how-heading">{t('loyalty.howItWorks.heading')}</h1>
      {guide.data ? (
        <p>{t('loyalty.howItWorks.intro', { program: guide.data.programName, property })}</p>
      ) : guide.isPending ? (
        <p role="status">{t('card.loading')}</p>
      ) : null}
      {tier.data ? (
        <p className="how-it-works__tier">{t('loyalty.howItWorks.yourTier', { tier: tier.data.tierName })}</p>
      ) : null}
      <LinkTiles
        tiles={SECTIONS.map((section) => ({
          to: section.to,
          title: t(section.title),
          text: t(section.text),
        }))}
      />
    </section>
  );
}
