/** A casino-system answer as a plain object: elements by name, attributes as `@name`, lists as arrays. */
export type XmlValue = string | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

export type RefusalReason = 'tooLarge' | 'doctype' | 'malformed' | 'tooDeep' | 'forbiddenTag';
export type XmlParse = { ok: true; value: XmlObject } | { ok: false; reason: RefusalReason };

const MAX_CHARS = 1024 * 1024;
const MAX_DEPTH = 32;
const FORBIDDEN_TAGS = new Set(['__proto__', 'constructor', 'prototype']);

class Refused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

/**
 * The browser's reading of an untrusted CMS answer (docs/casino-system.md#hostile-answers): a
 * DOCTYPE or entity declaration, a body over 1 MiB, nesting deeper than 32, a prototype-named tag
 * or XML the parser cannot read is refused, never expanded. Values stay strings.
 */
export function parseCmsXml(text: string): XmlParse {
  if (text.length > MAX_CHARS) return { ok: false, reason: 'tooLarge' };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: 'doctype' };
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.doctype) return { ok: false, reason: 'doctype' };
  if (doc.getElementsByTagName('parsererror').length > 0) return { ok: false, reason: 'malformed' };
  const root = doc.documentElement;
  try {
    return { ok: true, value: { [nameOf(root)]: valueOf(root, 1) } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

function nameOf(element: Element): string {
  if (FORBIDDEN_TAGS.has(element.tagName)) throw new Refused('forbiddenTag');
  return element.tagName;
}

function valueOf(element: Element, depth: number): XmlValue {
  if (depth > MAX_DEPTH) throw new Refused('tooDeep');
  const attributes = [...element.attributes].filter(
    (a) => a.name !== 'xmlns' && !a.name.startsWith('xmlns:'),
  );
  const children = [...element.children];
  if (children.length === 0 && attributes.length === 0) return element.textContent ?? '';
  const out: XmlObject = {};
  for (const attribute of attributes) out[`@${attribute.name}`] = attribute.value;
  if (children.length === 0 && element.textContent) out['#text'] = element.textContent;
  for (const child of children) {
    const name = nameOf(child);
    const value = valueOf(child, depth + 1);
    const seen = Object.hasOwn(out, name) ? out[name] : undefined;
    if (seen === undefined) out[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[name] = [seen, value];
  }
  return out;
}

/** The value at a path of element names, if every step is an element. */
export function pathValue(value: XmlValue | undefined, ...names: string[]): XmlValue | undefined {
  let current = value;
  for (const name of names) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return undefined;
    current = Object.hasOwn(current, name) ? current[name] : undefined;
  }
  return current;
}
