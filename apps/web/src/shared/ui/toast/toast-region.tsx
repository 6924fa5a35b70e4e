import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toastStore, type Toast } from './toast-store';
import './toast.css';

export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return (
    // Present from the start: a live region added together with its content is often not announced.
    <section
      className="toast-region"
      aria-label={t('toast.region')}
      aria-live="polite"
      aria-relevant="additions"
    >
      {toasts.map((item) => (
        <ToastItem key={item.messageId} toast={item} closeLabel={t('toast.close')} />
      ))}
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const { messageId, type, options } = toast;
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={`toast toast--${type} toast--${options.Style}${toast.leaving ? ' toast--leaving' : ''}`}
      onMouseEnter={() => toastStore.pause(messageId)}
      onMouseLeave={() => toastStore.resume(messageId)}
      onFocus={() => toastStore.pause(messageId)}
      onBlur={() => toastStore.resume(messageId)}
    >
      <div className="toast__body">
        {options.Title ? <strong className="toast__title">{options.Title}</strong> : null}
        <span>{toast.content}</span>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => toastStore.dismiss(messageId)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
