import { useTranslation } from '../../../shared/i18n/use-translation';

/** Previous and next page of a `{data, total}` list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="statements__pager" aria-label={t('statements.pager.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('statements.pager.previous')}
      </button>
      <span aria-live="polite">{t('statements.pager.page', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('statements.pager.next')}
      </button>
    </nav>
  );
}
