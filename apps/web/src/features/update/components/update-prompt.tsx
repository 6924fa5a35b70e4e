import { UPDATE_RELOAD_COUNTDOWN_S } from '@patron/contracts';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { trapTabKey } from '../../../shared/ui/dialog/focus-trap';
import { inertOutside } from '../../../shared/ui/dialog/inert-outside';
import { startUpdate, useUpdateState } from '../stores/update-store';
import '../../../shared/ui/dialog/dialog.css';

/**
 * docs/product.md#app-updates, docs/product.md#constants: a blocking modal counts down from 5 and reloads;
 * its button reloads now.
 */
function UpdateDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const reload = () => {
    if (started.current) return;
    started.current = true;
    startUpdate();
  };
  const seconds = useCountdown(UPDATE_RELOAD_COUNTDOWN_S, reload);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
    return backdropRef.current ? inertOutside(backdropRef.current) : undefined;
  }, []);

  // Blocking: Escape does not dismiss it; Tab stays on its button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => trapTabKey(event, dialogRef.current);

  return (
    <div ref={backdropRef} className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {t('update.title')}
        </h2>
        <p id={messageId} aria-live="polite">
          {t('update.countdown', { count: seconds })}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={reload}>
            {t('update.reloadNow')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function UpdatePrompt() {
  const { available } = useUpdateState();
  return available ? <UpdateDialog /> : null;
}
