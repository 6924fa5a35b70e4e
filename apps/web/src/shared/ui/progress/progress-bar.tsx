import { useId } from 'react';
import './progress-bar.css';

interface ProgressBarProps {
  /** The accessible name, also shown above the bar. */
  label: string;
  value: number;
  min?: number;
  max: number;
  /** What a screen reader announces and the bar shows beside its label ("3 of 10"). */
  valueText: string;
  className?: string;
}

/** A labelled progress bar (WAI-ARIA progressbar) drawn with the theme's tokens. */
export function ProgressBar({ label, value, min = 0, max, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const span = max - min;
  const ratio = span > 0 ? Math.min(1, Math.max(0, (value - min) / span)) : 1;
  return (
    <div className={`progress${className ? ` ${className}` : ''}`}>
      <div className="progress__text">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{valueText}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Math.min(max, Math.max(min, value))}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
    </div>
  );
}
