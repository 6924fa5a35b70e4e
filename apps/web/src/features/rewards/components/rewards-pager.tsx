import { useTranslation } from '../../../shared/i18n/use-translation';

interface RewardsPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function RewardsPager({ page, pages, onPage }: RewardsPagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('rewards.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('rewards.previous')}
      </button>
      <span aria-current="page">{t('rewards.pageOf', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('rewards.next')}
      </button>
    </nav>
  );
}
