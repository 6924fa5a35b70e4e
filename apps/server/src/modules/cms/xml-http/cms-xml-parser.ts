import { XMLParser } from 'fast-xml-parser';
import { CmsBrokenAnswerError, CmsErrorAnswer } from './cms-errors';

/** docs/casino-system.md#hostile-answers: the limits an answer must keep before anything is parsed. */
export const CMS_MAX_BODY_BYTES = 1024 * 1024;
export const CMS_MAX_DEPTH = 32;
const FORBIDDEN_TAGS = new Set(['__proto__', 'constructor', 'prototype']);

/** A parsed element: text, or a record of child elements (`@_Name` for attributes), repeated ones as arrays. */
export type CmsNode = string | CmsRecord | CmsNode[];
export type CmsRecord = { [name: string]: CmsNode };

export type CmsEnvelope = {
  /** `Header/Operation@Data`: the message's name. */
  operation: string;
  operand: string;
  playerId: string | null;
  /** `Body`, or an empty record when the answer has none. */
  body: CmsRecord;
};

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  // The pre-scan already refused deeper answers; this is the parser's own guard should the two disagree.
  maxNestedTags: CMS_MAX_DEPTH + 1,
});

const TAG_NAME = /[A-Za-z_][\w.:-]*/y;

/**
 * One pass over the text without building anything: refuses declarations (`<!DOCTYPE`, `<!ENTITY`, …),
 * nesting past CMS_MAX_DEPTH and prototype-named tags, so the parser never sees them.
 */
function preScan(xml: string): void {
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    const next = xml[at + 1];
    if (xml.startsWith('<!--', at)) {
      at = skipPast(xml, '-->', at);
    } else if (xml.startsWith('<![CDATA[', at)) {
      at = skipPast(xml, ']]>', at);
    } else if (next === '!') {
      throw new CmsBrokenAnswerError('declaration (<!DOCTYPE, <!ENTITY, …) refused');
    } else if (next === '?') {
      at = skipPast(xml, '?>', at);
    } else {
      const closing = next === '/';
      TAG_NAME.lastIndex = at + (closing ? 2 : 1);
      const name = TAG_NAME.exec(xml)?.[0];
      if (!name) throw new CmsBrokenAnswerError('not XML: a tag without a name');
      if (FORBIDDEN_TAGS.has(name.slice(name.indexOf(':') + 1))) {
        throw new CmsBrokenAnswerError(`tag <${name}> refused`);
      }
      const end = tagEnd(xml, TAG_NAME.lastIndex);
      if (closing) depth--;
      else if (xml[end - 1] !== '/' && ++depth > CMS_MAX_DEPTH) {
        throw new CmsBrokenAnswerError(`nesting deeper than ${CMS_MAX_DEPTH}`);
      }
      at = end + 1;
    }
    at = xml.indexOf('<', at);
  }
}

function skipPast(xml: string, terminator: string, from: number): number {
  const end = xml.indexOf(terminator, from);
  if (end === -1) throw new CmsBrokenAnswerError(`not XML: ${terminator} missing`);
  return end + terminator.length;
}

/** The `>` that ends a tag, skipping quoted attribute values (which may hold `>`). */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let i = from; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  throw new CmsBrokenAnswerError('not XML: a tag is not closed');
}

const isRecord = (node: CmsNode | undefined): node is CmsRecord =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** Parses untrusted XML into nodes; throws CmsBrokenAnswerError for anything hostile or not XML. */
export function parseCmsXml(xml: string): CmsRecord {
  if (xml.length > CMS_MAX_BODY_BYTES || Buffer.byteLength(xml, 'utf8') > CMS_MAX_BODY_BYTES) {
    throw new CmsBrokenAnswerError(`body over ${CMS_MAX_BODY_BYTES} bytes`);
  }
  preScan(xml);
  let parsed: unknown;
  try {
    parsed = parser.parse(xml, true);
  } catch (error) {
    throw new CmsBrokenAnswerError(`not XML: ${(error as Error).message}`.slice(0, 200));
  }
  if (!isRecord(parsed as CmsNode)) throw new CmsBrokenAnswerError('not XML: no root element');
  return parsed as CmsRecord;
}

/**
 * A CMS answer's envelope (docs/casino-system.md#envelope). An `Error` operation is thrown as CmsErrorAnswer;
 * anything else that is not a `CRMAcresMessage` with `Header/Operation@Data` is broken.
 */
export function parseCmsAnswer(xml: string): CmsEnvelope {
  const root = parseCmsXml(xml);
  const names = Object.keys(root);
  const message = root.CRMAcresMessage;
  if (names.length !== 1 || !isRecord(message)) {
    throw new CmsBrokenAnswerError(`root is not one CRMAcresMessage (${names.join(', ').slice(0, 80)})`);
  }
  const header = message.Header;
  const operation = isRecord(header) ? header.Operation : undefined;
  const data = isRecord(operation) ? optionalText(operation['@_Data']) : null;
  if (!data) throw new CmsBrokenAnswerError('Header/Operation@Data missing');
  const operand = isRecord(operation) ? optionalText(operation['@_Operand']) : null;
  const body = message.Body === undefined || message.Body === '' ? {} : message.Body;
  if (!isRecord(body)) throw new CmsBrokenAnswerError('Body is not a record');
  if (data === 'Error') {
    const error = recordOf(body.Error, 'Body/Error');
    throw new CmsErrorAnswer(
      textOf(error.ErrorCode, 'ErrorCode'),
      optionalText(error.ErrorDescription) ?? '',
    );
  }
  return {
    operation: data,
    operand: operand ?? '',
    playerId: optionalText(message.PlayerID, 'PlayerID'),
    body,
  };
}

/** A child that must be a record (an element with child elements, or an empty one). */
export function recordOf(node: CmsNode | undefined, path: string): CmsRecord {
  if (node === '') return {};
  if (!isRecord(node))
    throw new CmsBrokenAnswerError(`${path}: ${node === undefined ? 'missing' : 'not a record'}`);
  return node;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Entities are off in the parser, so nothing a document declares is ever expanded; the five XML predefines
 * and character references are decoded here, and any other `&name;` is not XML.
 */
function decodeText(raw: string, path: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});?/g, (whole, name: string) => {
    const code = /^#x([0-9a-f]{1,6})$/i.exec(name)?.[1] ?? /^#(\d{1,7})$/.exec(name)?.[1];
    const point = code === undefined ? NaN : parseInt(code, name[1] === 'x' || name[1] === 'X' ? 16 : 10);
    const decoded = whole.endsWith(';')
      ? (PREDEFINED[name] ?? (isXmlChar(point) ? String.fromCodePoint(point) : undefined))
      : undefined;
    if (decoded === undefined) throw new CmsBrokenAnswerError(`${path}: not XML (${whole.slice(0, 16)})`);
    return decoded;
  });
}

const isXmlChar = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0x10ffff && c !== 0xfffe && c !== 0xffff);

/** A child that must hold text; an element with attributes keeps its text under `#text`. */
export function textOf(node: CmsNode | undefined, path: string): string {
  if (typeof node === 'string') return decodeText(node, path);
  if (isRecord(node) && typeof node['#text'] === 'string') return decodeText(node['#text'], path);
  if (isRecord(node) && Object.keys(node).every((key) => key.startsWith('@_'))) return '';
  throw new CmsBrokenAnswerError(`${path}: ${node === undefined ? 'missing' : 'not a single value'}`);
}

/** Text, or null when the element is absent or empty. */
export function optionalText(node: CmsNode | undefined, path = 'value'): string | null {
  if (node === undefined) return null;
  const text = textOf(node, path);
  return text === '' ? null : text;
}

/**
 * The items of a list element (docs/casino-system.md#envelope): one item is one element, none is an empty
 * or absent list; other children of the list are ignored like any unknown element.
 */
export function asList(list: CmsNode | undefined, item: string, path = item): CmsRecord[] {
  if (list === undefined || list === '') return [];
  const items = recordOf(list, path)[item];
  if (items === undefined) return [];
  return (Array.isArray(items) ? items : [items]).map((node, i) => recordOf(node, `${path}/${item}[${i}]`));
}
