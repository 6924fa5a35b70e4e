import type { BadgeShowcaseItem } from '@patron/contracts';
import './lobby-medallions.css';

interface LobbyMedallionsProps {
  badges: readonly BadgeShowcaseItem[];
}

/** The medallions (badges) a player can collect: what they are, never who earned them. */
export function LobbyMedallions({ badges }: LobbyMedallionsProps) {
  return (
    <ul className="lobby-medallions">
      {badges.map((badge) => (
        <li key={badge.id} className="lobby-medallions__item">
          <img className="lobby-medallions__image" src={badge.imageUrl} alt="" />
          <h3 className="lobby-medallions__name">{badge.name}</h3>
          <p className="lobby-medallions__description">{badge.description}</p>
        </li>
      ))}
    </ul>
  );
}
