import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import './statements.css';

/** docs/product.md#screens-and-routes `statements`: the hub of the player's two statements. */
export function StatementsHub() {
  const { t } = useTranslation();
  const entries = [
    { to: 'reward-statement', title: t('statements.titles.rewards'), text: t('statements.hub.rewards') },
    { to: 'win-loss', title: t('statements.titles.winLoss'), text: t('statements.hub.winLoss') },
  ];
  return (
    <section className="page statements" aria-labelledby="statements-heading">
      <h1 id="statements-heading">{t('statements.titles.hub')}</h1>
      <p className="muted">{t('statements.hub.intro')}</p>
      <ul className="statements__links">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link className="statements__link" to={entry.to}>
              <span className="statements__link-title">{entry.title}</span>
              <span className="statements__link-text">{entry.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
