import { brandForClientHash } from '@patron/contracts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  BrandContext,
  DEFAULT_LOGIN_PATH,
  type BrandContextValue,
} from '../../../shared/brand/brand-context';
import { applyBrandIdentity } from '../../../shared/theme/apply-theme';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useCachedResource } from '../../../shared/query/cached-resource';
import { bootstrapMetadataResource, clientAccountResource } from '../api/get-metadata';
import './bootstrap.css';

export function BootstrapGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const clientAccount = useCachedResource(clientAccountResource);
  const metadata = useCachedResource(bootstrapMetadataResource);

  const value = useMemo<BrandContextValue | null>(() => {
    if (!clientAccount.data || !metadata.data) return null;
    const { branding } = metadata.data;
    return {
      brand: brandForClientHash(clientAccount.data.account.hash) ?? branding?.currentBranding,
      clientAccount: clientAccount.data,
      ...metadata.data,
      loginPath: branding?.appPaths.loginPath || DEFAULT_LOGIN_PATH,
    };
  }, [clientAccount.data, metadata.data]);

  useEffect(() => {
    if (value?.branding) applyBrandIdentity(value.branding.iconUri, value.clientAccount.account.name);
  }, [value]);

  if (value) return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;

  if (clientAccount.isError || metadata.isError) {
    return (
      <main className="bootstrap-error">
        <p role="alert">{t('app.bootstrapError')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void clientAccountResource.refetch();
            void bootstrapMetadataResource.refetch();
          }}
        >
          {t('app.retry')}
        </button>
      </main>
    );
  }

  return <LoadingScreen stage={clientAccount.data ? 'resolvingMetadata' : 'waitPlease'} />;
}
