import { CARD_COLLAPSE_MS } from '@patron/contracts';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { trapTabKey } from '../dialog/focus-trap';
import { inertOutside } from '../dialog/inert-outside';
import './card.css';

interface CardProps {
  title: string;
  children: ReactNode;
  /** Refetches the card's data; the loading state lasts until it settles. */
  onRefresh?: () => Promise<unknown> | void;
  /**
   * docs/product.md#web-behaviour: the loading state is also cleared after this many ms when greater than 0.
   */
  refreshTimeout?: number;
  /** Shown only when given: the parent removes the card. */
  onClose?: () => void;
  /** Controls placed in the header before the card's own buttons (a sort, a search). */
  toolbar?: ReactNode;
  className?: string;
  /** The section's id, for a link that leads to the card from elsewhere on the page. */
  id?: string;
}

/**
 * docs/product.md#web-behaviour card widget: collapse (125 ms), maximize, refresh with a loading state,
 * close.
 */
export function Card({
  title,
  children,
  onRefresh,
  refreshTimeout = 0,
  onClose,
  toolbar,
  className,
  id,
}: CardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sectionRef = useRef<HTMLElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // A maximized card covers the screen: what it hides is inert, so Tab never reaches a control no one can see.
  useEffect(() => {
    if (!maximized || !sectionRef.current) return;
    return inertOutside(sectionRef.current);
  }, [maximized]);

  const refresh = () => {
    if (!onRefresh || loading) return;
    setLoading(true);
    const stop = () => {
      clearTimeout(timer.current);
      if (mounted.current) setLoading(false);
    };
    if (refreshTimeout > 0) timer.current = setTimeout(stop, refreshTimeout);
    void Promise.resolve(onRefresh()).finally(stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!maximized) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      setMaximized(false);
    } else trapTabKey(event, sectionRef.current);
  };

  const classes = ['card', collapsed && 'card--collapsed', maximized && 'card--maximized', className]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={sectionRef}
      id={id}
      className={classes}
      aria-labelledby={headingId}
      aria-busy={loading}
      onKeyDown={onKeyDown}
      style={{ '--card-collapse-ms': `${CARD_COLLAPSE_MS}ms` } as CSSProperties}
    >
      <header className="card__header">
        <h2 id={headingId} className="card__title">
          {title}
        </h2>
        {toolbar ? <div className="card__toolbar">{toolbar}</div> : null}
        <div className="card__controls">
          {onRefresh ? (
            <CardButton label={t('card.refresh', { title })} icon="↻" onClick={refresh} disabled={loading} />
          ) : null}
          <CardButton
            label={t(collapsed ? 'card.expand' : 'card.collapse', { title })}
            icon={collapsed ? '▸' : '▾'}
            expanded={!collapsed}
            controls={bodyId}
            onClick={() => setCollapsed((value) => !value)}
          />
          <CardButton
            label={t('card.maximize', { title })}
            icon={maximized ? '⤡' : '⤢'}
            pressed={maximized}
            onClick={() => setMaximized((value) => !value)}
          />
          {onClose ? <CardButton label={t('card.close', { title })} icon="✕" onClick={onClose} /> : null}
        </div>
      </header>
      <div id={bodyId} className="card__body">
        <div className="card__content">
          {loading ? (
            <p className="card__loading" role="status">
              {t('card.loading')}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}

interface CardButtonProps {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  expanded?: boolean;
  pressed?: boolean;
  controls?: string;
}

function CardButton({ label, icon, onClick, disabled, expanded, pressed, controls }: CardButtonProps) {
  return (
    <button
      type="button"
      className="icon-button card__button"
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
