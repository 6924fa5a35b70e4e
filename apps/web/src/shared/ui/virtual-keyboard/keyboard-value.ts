export type KeyboardMode = 'number' | 'text';
export type VirtualKey = { kind: 'char'; char: string } | { kind: 'delete' } | { kind: 'clear' };

/** docs/product.md#validation: a number-typed virtual keyboard input keeps only digits. */
export function sanitizeKeyboardValue(value: string, mode: KeyboardMode): string {
  return mode === 'number' ? value.replace(/\D/g, '') : value;
}

export function applyVirtualKey(
  value: string,
  key: VirtualKey,
  mode: KeyboardMode,
  maxLength?: number,
): string {
  if (key.kind === 'clear') return '';
  if (key.kind === 'delete') return Array.from(value).slice(0, -1).join('');
  const next = sanitizeKeyboardValue(value + key.char, mode);
  return maxLength !== undefined && next.length > maxLength ? value : next;
}
