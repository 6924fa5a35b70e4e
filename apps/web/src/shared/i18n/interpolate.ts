import { findPath } from './catalog';

export type Values = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const text = (value: unknown): string => (value == null ? '' : String(value));

/**
 * Fills `{{name}}` (and `{{- name}}`, `{{name, format}}`, `{{a.b}}`) from the values, unescaped as
 * React escapes on render. A name the values do not hold stays as written, unless the values carry
 * it as undefined; inserted text is never scanned again.
 */
export function interpolate(template: string, values: Values): string {
  return template.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).split(',')[0]?.trim() ?? '';
    const value = findPath(values, name);
    if (value !== undefined) return text(value);
    return own(values, name) ? '' : placeholder;
  });
}

function own(values: Values, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(values, name);
}
