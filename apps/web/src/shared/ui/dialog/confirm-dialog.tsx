import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { trapTabKey } from './focus-trap';
import './dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /**
   * Which answer is the prominent one. Focus always starts on the cancel answer (the safe one); a
   * dialog whose cancel answer is what the player most likely wants (more time) makes it prominent too.
   */
  prominent?: 'confirm' | 'cancel';
  /** Where focus goes on close when the control that opened the dialog is gone or hidden (a closed menu). */
  returnFocus?: RefObject<HTMLElement | null>;
}

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  element !== null &&
  element !== document.body &&
  element.isConnected &&
  !element.closest('[hidden], [inert]');

/** WCAG 2.4.3: focus goes back to the opener if it is still shown, else to the fallback, never nowhere. */
function restoreFocus(opener: HTMLElement | null, fallback: HTMLElement | null | undefined) {
  const target = isShown(opener) ? opener : null;
  target?.focus();
  if (!target || document.activeElement !== target) fallback?.focus();
}

const buttonClass = (isProminent: boolean) => (isProminent ? 'button button--primary' : 'button');

/** docs/product.md#errors "confirm" dialog kind, wrapped once so the implementation can be swapped. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    message,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    busy = false,
    prominent = 'confirm',
    returnFocus,
  } = props;
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => restoreFocus(opener, returnFocus?.current);
  }, [open, returnFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    trapTabKey(event, dialogRef.current);
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className={buttonClass(prominent === 'confirm')}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass(prominent === 'cancel')}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
