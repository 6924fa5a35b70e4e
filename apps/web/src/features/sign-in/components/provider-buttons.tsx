import { isSocialProvider, type SsoProvider } from '@patron/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { redirectBrowser } from '../api/redirect-browser';
import { beginSocialDialog, socialDialogUrl } from '../api/social-login';
import { startIdpLogin } from '../api/start-idp-login';

const KIND_KEYS = { Continue: 'continue', Login: 'login', 'Sign Up': 'signUp' } as const;

interface ProviderButton {
  key: string;
  label: string;
  type: string;
  go: () => unknown;
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * SsoProviders metadata (docs/product.md#sign-in): social buttons with their kind's label, and the identity
 * provider's.
 */
export function useProviderButtons(providers: readonly SsoProvider[]): ProviderButton[] {
  const { t } = useTranslation();
  const buttons: ProviderButton[] = [];
  const seen = new Set<string>();
  for (const provider of providers) {
    const type = provider.type.toLowerCase();
    const name = t(`signInPaths.providerNames.${type}`, { defaultValue: capitalize(type) });
    let button: ProviderButton | undefined;
    const appId = provider.appId ?? provider.clientId;
    const kind = KIND_KEYS[provider.kind ?? 'Continue'];
    // The identity provider's label follows its kind too ("Log in with Okta"): a "Sign in with …"
    // button would share its name with the form's own "Sign in" button.
    const label = t(`signInPaths.actions.${kind}`, { name });
    if (isSocialProvider(type)) {
      if (!appId) continue;
      button = {
        key: `${type}-${kind}`,
        label,
        type,
        go: () =>
          redirectBrowser(
            socialDialogUrl(
              type,
              appId,
              window.location.origin,
              beginSocialDialog(type),
              provider.authEndpoint || undefined,
            ),
          ),
      };
    } else if (provider.authEndpoint) {
      button = {
        key: `idp-${type}`,
        label,
        type,
        go: () => startIdpLogin(type),
      };
    }
    if (!button || seen.has(button.key)) continue;
    seen.add(button.key);
    buttons.push(button);
  }
  return buttons;
}

interface ProviderButtonsProps {
  providers: readonly SsoProvider[];
  /** An "or" line above the buttons, when they follow a form. */
  divider?: boolean;
}

export function ProviderButtons({ providers, divider = false }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const buttons = useProviderButtons(providers);
  const [busy, setBusy] = useState<string | null>(null);
  if (buttons.length === 0) return null;

  const click = async (button: ProviderButton) => {
    setBusy(button.key);
    try {
      await button.go();
    } catch {
      // The http client has already shown the error toast.
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {divider ? (
        <p className="sign-in-divider">
          <span>{t('signInPaths.or')}</span>
        </p>
      ) : null}
      <div className="provider-buttons" role="group" aria-label={t('signInPaths.otherWays')}>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className={`button button--block provider-button provider-button--${button.type}`}
            disabled={busy !== null}
            aria-busy={busy === button.key || undefined}
            onClick={() => void click(button)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </>
  );
}
