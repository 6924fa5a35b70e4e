import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { inertOutside } from './inert-outside';
import { trapTabKey } from './focus-trap';
import './dialog.css';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Where focus goes on close when the opener is gone (the page behind was re-rendered). */
  returnFocus?: () => HTMLElement | null;
  wide?: boolean;
}

/** A labelled modal dialog: focus moves in on open, Tab stays inside, Escape closes, focus returns. */
export function ModalDialog({ title, children, onClose, returnFocus, wide = false }: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    const restore = backdropRef.current ? inertOutside(backdropRef.current) : () => undefined;
    return () => {
      restore();
      const shown =
        opener && opener !== document.body && opener.isConnected && !opener.closest('[hidden], [inert]');
      if (shown) opener.focus();
      else returnFocusRef.current?.()?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTabKey(event, dialogRef.current);
  };

  return (
    <div ref={backdropRef} className="dialog-backdrop">
      <div
        ref={dialogRef}
        className={`dialog${wide ? ' dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__heading">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('dialog.close')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
