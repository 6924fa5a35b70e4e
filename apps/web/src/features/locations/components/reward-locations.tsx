import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocationOwners } from '../api/get-location-owners';
import './locations.css';

interface RewardLocationsProps {
  /** The location owner names a reward lists (docs/design.md#loyalty-api `GET /api/rewards/{rewardCode}`). */
  names: readonly string[];
}

/** Where a reward can be used: each place with its kind, hours and phone from the location owners. */
export function RewardLocations({ names }: RewardLocationsProps) {
  const { t } = useTranslation();
  const owners = useLocationOwners();
  if (names.length === 0) return null;

  return (
    <section className="reward-locations" aria-labelledby="reward-locations-title">
      <h3 id="reward-locations-title" className="reward-locations__title">
        {t('loyalty.locations.title')}
      </h3>
      <ul className="reward-locations__list">
        {names.map((name) => {
          const owner = owners.data?.[name];
          return (
            <li key={name} className="reward-location">
              <strong>{name}</strong>
              {owner ? (
                <>
                  <span className="muted"> · {t(`loyalty.locations.kinds.${owner.kind}`)}</span>
                  {owner.description ? <p className="reward-location__line">{owner.description}</p> : null}
                  {owner.hours ? (
                    <p className="reward-location__line">
                      {t('loyalty.locations.hours', { hours: owner.hours })}
                    </p>
                  ) : null}
                  {owner.phone ? (
                    <p className="reward-location__line">
                      <a
                        href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}
                        aria-label={t('loyalty.locations.call', { name, phone: owner.phone })}
                      >
                        {owner.phone}
                      </a>
                    </p>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {owners.isPending ? <p className="muted">{t('card.loading')}</p> : null}
    </section>
  );
}
