import type { Announcement } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/format';
import { safeHttpUrl } from '../../../shared/url/safe-http-url';

/** A link of the news: a portal path stays in the app; an https page opens in a new tab. */
function MoreLink({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  const label = t('loyalty.news.moreNamed', { title });
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link className="news__more" to={link} aria-label={label}>
        {t('loyalty.news.more')}
      </Link>
    );
  }
  const href = /^https:\/\//i.test(link) ? safeHttpUrl(link) : null;
  if (!href) return null;
  return (
    <a
      className="news__more"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${t('loyalty.menu.newTab')}`}
    >
      {t('loyalty.news.more')} <span aria-hidden="true">↗</span>
    </a>
  );
}

export function AnnouncementItem({ item }: { item: Announcement }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const paragraphs = item.body.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  return (
    <li className="news__item">
      <article className="news__article" aria-labelledby={`news-${item.id}`}>
        {item.imageUrl ? <img className="news__image" src={item.imageUrl} alt="" loading="lazy" /> : null}
        <div className="news__text">
          <p className="news__meta">
            <span className="news__category">{t(`loyalty.news.categories.${item.category}`)}</span>
            <span>{t('loyalty.news.published', { date: formatDate(item.publishedAt, locale) })}</span>
            {item.expiresAt ? (
              <span>{t('loyalty.news.until', { date: formatDate(item.expiresAt, locale) })}</span>
            ) : null}
          </p>
          <h3 id={`news-${item.id}`} className="news__title">
            {item.title}
          </h3>
          {paragraphs.map((text, index) => (
            <p key={index} className="news__body">
              {text}
            </p>
          ))}
          {item.link ? <MoreLink link={item.link} title={item.title} /> : null}
        </div>
      </article>
    </li>
  );
}
