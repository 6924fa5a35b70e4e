/** One language's strings as the l10n JSON holds them: nested objects whose leaves are strings. */
export type Catalog = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

/**
 * The value at a dotted path, as i18next found it: a key may itself hold dots (a flat "a.b" beside
 * nested ones), so each step joins segments until they name a property that can hold the rest.
 */
export function findPath(data: unknown, path: string): unknown {
  if (!isObject(data)) return undefined;
  if (own(data, path) !== undefined) return data[path];
  const segments = path.split('.');
  let current: unknown = data;
  for (let i = 0; i < segments.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let name = '';
    let j = i;
    for (; j < segments.length; j++) {
      name = j === i ? (segments[j] ?? '') : `${name}.${segments[j] ?? ''}`;
      next = own(current, name);
      if (next === undefined) continue;
      // A string cannot hold the rest of the path: keep joining, "a.b" may be a flat key.
      if (!isObject(next) && j < segments.length - 1) continue;
      break;
    }
    if (j === segments.length) return next;
    i = j + 1;
    current = next;
  }
  return current;
}
