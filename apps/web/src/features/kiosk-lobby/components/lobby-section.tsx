import { useId, type ReactNode } from 'react';
import './lobby-section.css';

interface LobbySectionProps {
  title: string;
  className: string;
  /** What shows instead of the content: a loading line, a quiet failure, or the empty state. */
  notice?: string;
  busy?: boolean;
  children?: ReactNode;
}

export function LobbySection({ title, className, notice, busy = false, children }: LobbySectionProps) {
  const headingId = useId();
  return (
    <section className={`lobby-section ${className}`} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="lobby-section__heading">
        {title}
      </h2>
      {notice ? <p className="lobby-section__notice">{notice}</p> : children}
    </section>
  );
}
