import { useTranslation } from '../../i18n/use-translation';
import './loading.css';

export type LoadingStage = 'preparingProfile' | 'resolvingMetadata' | 'loadingData' | 'waitPlease';

const FALLBACK: Record<LoadingStage, string> = {
  preparingProfile: 'Preparing personal profile',
  resolvingMetadata: 'Resolving metadata',
  loadingData: 'Loading data',
  waitPlease: 'Wait Please',
};

interface LoadingScreenProps {
  stage: LoadingStage;
  loaderUrl?: string;
  /** In the content area instead of the whole viewport. */
  inline?: boolean;
}

export function LoadingScreen({ stage, loaderUrl, inline = false }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'loading loading--inline' : 'loading'} role="status" aria-live="polite">
      {loaderUrl ? (
        <img className="loading__image" src={loaderUrl} alt="" />
      ) : (
        <span className="loading__bubbles" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      )}
      <p className="loading__label">{t(`loading.${stage}`, { defaultValue: FALLBACK[stage] })}</p>
    </div>
  );
}
