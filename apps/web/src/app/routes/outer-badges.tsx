import { useTranslation } from '../../shared/i18n/use-translation';

/**
 * 'iframe-test': the outer-badges debug screen (docs/product.md#screens-and-routes) embeds the portal in a
 * frame.
 */
export function OuterBadges() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="outer-badges">
      <h1>{t('titles.outerBadges')}</h1>
      <iframe className="outer-badges__frame" src="/" title="outer-badges" />
    </main>
  );
}
