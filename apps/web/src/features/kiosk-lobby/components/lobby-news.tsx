import type { Announcement } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate } from '../../../shared/i18n/format';
import './lobby-news.css';

interface LobbyNewsProps {
  items: readonly Announcement[];
}

/**
 * The property's news for everyone. A kiosk is locked down, so links are not followed from here;
 * the date says until when an item holds.
 */
export function LobbyNews({ items }: LobbyNewsProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="lobby-news">
      {items.map((item) => (
        <li key={item.id} className="lobby-news__item">
          {item.imageUrl ? <img className="lobby-news__image" src={item.imageUrl} alt="" /> : null}
          <div className="lobby-news__text">
            <p className="lobby-news__category">{t(`lobby.categories.${item.category}`)}</p>
            <h3 className="lobby-news__title">{item.title}</h3>
            <p className="lobby-news__body">{item.body}</p>
            {item.expiresAt ? (
              <p className="lobby-news__until muted">
                {t('lobby.until', { date: formatDate(item.expiresAt, i18n.language) })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
