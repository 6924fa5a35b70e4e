import type { ReactNode } from 'react';
import './lobby-bar.css';

interface LobbyBarProps {
  logoUrl: string;
  logoAlt: string;
  /** The language choice, composed by the app layer. */
  languagePicker?: ReactNode;
}

/** The lobby's brand bar: the property's logo and the language choice. */
export function LobbyBar({ logoUrl, logoAlt, languagePicker }: LobbyBarProps) {
  return (
    <header className="lobby__brand">
      <img className="lobby__logo" src={logoUrl} alt={logoAlt} />
      {languagePicker ? <div className="lobby__languages">{languagePicker}</div> : null}
    </header>
  );
}
