import type { KioskLobby } from '@patron/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sameText } from './same-text';
import './lobby-slides.css';

type Slide = KioskLobby['medallions']['slides'][number];

interface LobbySlidesProps {
  slides: readonly Slide[];
  tick: number;
  /** The lobby's heading: a slide with the same title is not read out a second time. */
  heading: string;
  /** Shown while there are no slides (loading, disabled or none configured). */
  fallbackTitle: string;
  /** The pause / play control, shown beside the slide position. */
  control: ReactNode;
}

/** The attract screen's hero: KioskMedallionsLobbyConfig slides, one at a time. */
export function LobbySlides({ slides, tick, heading, fallbackTitle, control }: LobbySlidesProps) {
  const { t } = useTranslation();
  const index = slides.length > 0 ? tick % slides.length : 0;
  const slide = slides[index];
  return (
    <div className="lobby-slides">
      {slide ? (
        // The key restarts the gentle fade on each new slide.
        <figure key={index} className="lobby-slides__slide">
          <img className="lobby-slides__image" src={slide.imageUri} alt="" />
          <figcaption
            className={
              sameText(slide.title, heading)
                ? 'lobby-slides__title lobby-slides__title--repeat'
                : 'lobby-slides__title'
            }
          >
            {slide.title}
          </figcaption>
        </figure>
      ) : (
        <p className="lobby-slides__title lobby-slides__title--alone">{fallbackTitle}</p>
      )}
      <div className="lobby-slides__footer">
        {slides.length > 1 ? (
          <p className="lobby-slides__position">
            <span className="visually-hidden">
              {t('lobby.slideOf', { index: index + 1, count: slides.length })}
            </span>
            {slides.map((s, i) => (
              <span
                key={`${s.title}-${i}`}
                aria-hidden="true"
                className={`lobby-slides__dot${i === index ? ' lobby-slides__dot--current' : ''}`}
              />
            ))}
          </p>
        ) : null}
        {control}
      </div>
    </div>
  );
}
