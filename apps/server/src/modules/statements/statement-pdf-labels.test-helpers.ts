import { statementTexts } from './statement-texts';

const SAMPLE: unknown[] = [2025, 'x', 'y'];

function leaves(value: unknown, path: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function')
    out.set(path, String((value as (...a: unknown[]) => unknown)(...SAMPLE)));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
}

/** The en-US texts that es-MX words differently, cut to the words of each (no sample values). */
export function englishOnlyLabels(): string[] {
  const en = new Map<string, string>();
  const es = new Map<string, string>();
  leaves(statementTexts('en-US'), '', en);
  leaves(statementTexts('es-MX'), '', es);
  const labels = new Set<string>();
  for (const [path, text] of en) {
    if (es.get(path) === text) continue;
    for (const part of text.split(/\b(?:2025|x|y)\b|[().;:·]/)) {
      const words = part.trim();
      if (/[A-Za-z]{3}/.test(words)) labels.add(words);
    }
  }
  return [...labels];
}

/** Labels of `labels` that `text` holds as words (so "Period" is not found in "Periodo"). */
export function labelsIn(text: string, labels: readonly string[]): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return labels.filter((label) => new RegExp(`(^|[^\\p{L}])${escape(label)}($|[^\\p{L}])`, 'u').test(text));
}
