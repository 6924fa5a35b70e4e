export type Scalar = string | number | boolean;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

function text(value: Scalar): string {
  return typeof value === 'string' ? escapeXml(value) : String(value);
}

/** `<Name>value</Name>`, the value escaped. */
export function leaf(name: string, value: Scalar): string {
  return `<${name}>${text(value)}</${name}>`;
}

/** `<Name>…</Name>` around already-built children; `<Name/>` when there are none. */
export function node(
  name: string,
  children: string | string[],
  attributes: Record<string, string> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner ? `<${name}${attrs}>${inner}</${name}>` : `<${name}${attrs}/>`;
}

export type Fields = Record<string, Scalar | undefined>;

/** One leaf per field, in the object's order; undefined fields are left out. */
export function leaves(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [leaf(k, v)]));
}

export function record(name: string, fields: Fields): string {
  return node(name, leaves(fields));
}
