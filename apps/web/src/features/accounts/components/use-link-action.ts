import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOnMount } from '../../../shared/hooks/use-on-mount';
import { failureMessages } from './account-errors';

export type LinkActionState<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; messages: string[] };

/** Posts an e-mail link's single-use token once on mount (never twice, even under StrictMode). */
export function useLinkAction<T>(run: (() => Promise<T>) | null): LinkActionState<T> {
  const { t } = useTranslation();
  const invalid = t('account.link.invalid');
  const [state, setState] = useState<LinkActionState<T>>(
    run ? { status: 'pending' } : { status: 'failed', messages: [invalid] },
  );
  useOnMount(() => {
    if (!run) return;
    run().then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', messages: failureMessages(error, invalid) }),
    );
  });
  return state;
}
