import { useId, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { applyVirtualKey, type KeyboardMode, type VirtualKey } from './keyboard-value';
import './virtual-keyboard.css';

export interface VirtualKeyboardProps {
  value: string;
  onChange: (next: string) => void;
  onEnter?: () => void;
  mode?: KeyboardMode;
  maxLength?: number;
  defaultVisible?: boolean;
}

const DIGIT_ROWS = ['123', '456', '789'] as const;

/** Keeps the focus (and the caret) in the target input while a key is pressed by mouse or touch. */
const keepFocus = (event: PointerEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * docs/product.md#web-behaviour: the on-screen keyboard shows or hides, and pushes its value into the target
 * input.
 */
export function VirtualKeyboard({
  value,
  onChange,
  onEnter,
  mode = 'number',
  maxLength,
  defaultVisible = true,
}: VirtualKeyboardProps) {
  const { t } = useTranslation();
  const padId = useId();
  const [visible, setVisible] = useState(defaultVisible);
  const press = (key: VirtualKey) => onChange(applyVirtualKey(value, key, mode, maxLength));

  const digit = (char: string) => (
    <button
      key={char}
      type="button"
      className="vk__key"
      onPointerDown={keepFocus}
      onClick={() => press({ kind: 'char', char })}
    >
      {char}
    </button>
  );

  return (
    <div className="vk">
      <button
        type="button"
        className="button vk__toggle"
        aria-expanded={visible}
        aria-controls={padId}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? t('signInPaths.keyboard.hide') : t('signInPaths.keyboard.show')}
      </button>
      <div
        id={padId}
        className="vk__pad"
        role="group"
        aria-label={t('signInPaths.keyboard.label')}
        hidden={!visible}
      >
        {DIGIT_ROWS.map((row) => Array.from(row).map(digit))}
        <button
          type="button"
          className="vk__key vk__key--action"
          onPointerDown={keepFocus}
          onClick={() => press({ kind: 'clear' })}
        >
          {t('signInPaths.keyboard.clear')}
        </button>
        {digit('0')}
        <button
          type="button"
          className="vk__key vk__key--action"
          onPointerDown={keepFocus}
          onClick={() => press({ kind: 'delete' })}
        >
          <span aria-hidden="true">⌫ </span>
          {t('signInPaths.keyboard.delete')}
        </button>
        {onEnter ? (
          <button
            type="button"
            className="vk__key vk__key--enter"
            onPointerDown={keepFocus}
            onClick={onEnter}
          >
            {t('signInPaths.keyboard.enter')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
