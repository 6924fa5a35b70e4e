import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import './pending-change.css';

interface PendingChangeProps {
  /** The server's words: the request was taken and is being confirmed. */
  message: string;
  onClose: () => void;
}

/**
 * Inside a redeem or swap dialog, the 202 answer (docs/design.md#casino-management-system-connector): not a
 * success with a reward, not an error, but information. Nothing is left for the player to do; the
 * reward shows up once it is confirmed. Focus moves to the way out, as the form it replaces is gone.
 */
export function PendingChange({ message, onClose }: PendingChangeProps) {
  const { t } = useTranslation();
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => doneRef.current?.focus(), []);

  return (
    <div className="form">
      <p className="pending-change" role="status">
        {message}
      </p>
      <div className="dialog__actions">
        <button
          ref={doneRef}
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={onClose}
        >
          {t('dialog.done')}
        </button>
      </div>
    </div>
  );
}
