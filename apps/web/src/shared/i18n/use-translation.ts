import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/** The translator for a component; it renders again, with a new `t`, when the language changes. */
export function useTranslation() {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
