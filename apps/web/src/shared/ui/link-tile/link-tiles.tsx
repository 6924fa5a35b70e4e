import { Link } from 'react-router';
import './link-tiles.css';

export interface LinkTile {
  to: string;
  title: string;
  text: string;
}

/** Large touch-friendly links with a line of explanation, resolved relative to the route that renders them. */
export function LinkTiles({ tiles, label }: { tiles: readonly LinkTile[]; label?: string }) {
  return (
    <ul className="link-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link className="link-tile" to={tile.to}>
            <span className="link-tile__title">{tile.title}</span>
            <span className="link-tile__text">{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
