import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatNumber } from '../../../shared/i18n/format';
import type { LadderStep } from './ladder-steps';
import './lobby-ladder.css';

interface LobbyLadderProps {
  steps: readonly LadderStep[];
}

/** The tier ladder, lowest first: what each step takes and a taste of what it gives. */
export function LobbyLadder({ steps }: LobbyLadderProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="lobby-ladder">
      {steps.map((step) => (
        <li
          key={step.key}
          className="lobby-ladder__step"
          // A tier's colour is data from the tenant's ladder, used only as the step's rim.
          style={step.colour ? ({ '--tier-colour': step.colour } as CSSProperties) : undefined}
        >
          <h3 className="lobby-ladder__name">{step.label}</h3>
          <p className="lobby-ladder__credits">
            {step.credits > 0
              ? t('lobby.creditsFrom', { credits: formatNumber(step.credits, i18n.language) })
              : t('lobby.creditsStart')}
          </p>
          {step.benefits.length > 0 ? (
            <ul className="lobby-ladder__benefits">
              {step.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
