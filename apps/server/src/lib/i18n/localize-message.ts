import type { Language } from '@patron/contracts';
import { fill, type Catalogue, type MessageKey } from './catalogue';
import { CATALOGUES } from './catalogues';
import { enUS } from './en-us';

type Matcher = { key: MessageKey; pattern: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each en-US template as a pattern that gives back its parameters; fixed texts before templates. */
const MATCHERS: Matcher[] = (Object.keys(enUS) as MessageKey[])
  .map((key) => {
    const names: string[] = [];
    const source = enUS[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

const NUMBER = /^\d+$/;

/** `key` in `language`, or in en-US when that language has no text for it, never the key itself. */
export function render(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number>,
  catalogues: Record<Language, Partial<Catalogue>> = CATALOGUES,
): string {
  return fill(catalogues[language][key] ?? enUS[key], params, language);
}

function fromEnglish(language: Language, text: string): string | undefined {
  for (const { key, pattern, names } of MATCHERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, NUMBER.test(value) ? Number(value) : value];
      }),
    );
    return render(language, key, params);
  }
  return undefined;
}

/**
 * A player-facing message, written in en-US by the code that raised it, in `language`: found by its
 * en-US template (a zod issue's `path: ` before it is kept as it is, and each of several issues
 * joined by '; ' is found on its own). A text the catalogue does not know stays in English.
 */
export function localizeMessage(language: Language, text: string): string {
  if (language === 'en-US') return text;
  const whole = one(language, text);
  if (whole !== undefined) return whole;
  // An OAuth description joins its zod issues with '; '.
  const parts = text.split('; ');
  return parts.length > 1 ? parts.map((part) => one(language, part) ?? part).join('; ') : text;
}

function one(language: Language, text: string): string | undefined {
  const whole = fromEnglish(language, text);
  if (whole !== undefined) return whole;
  const colon = text.indexOf(': ');
  if (colon < 0) return undefined;
  const rest = fromEnglish(language, text.slice(colon + 2));
  return rest === undefined ? undefined : `${text.slice(0, colon + 2)}${rest}`;
}
