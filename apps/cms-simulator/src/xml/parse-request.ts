import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidMessage } from '../cms-error';

export const MAX_REQUEST_BYTES = 64 * 1024;
const MAX_DEPTH = 32;

const parser = new XMLParser({
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: true,
  maxNestedTags: MAX_DEPTH,
});

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Entities stay off in the parser; the five predefined ones and character references are safe. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RequestMessage {
  playerId?: string;
  fields: Record<string, string>;
}

/**
 * Reads a write request: `CRMAcresMessage/Body/<message>` as flat string fields. A DOCTYPE, an
 * entity declaration or a prototype-named tag is refused before parsing, so nothing is expanded.
 */
export function parseRequest(xml: string, message: string): RequestMessage {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalidMessage('DOCTYPE and entity declarations are refused');
  if (/<\/?\s*(?:__proto__|constructor|prototype)[\s/>]/.test(xml)) throw invalidMessage('Reserved tag name');
  if (XMLValidator.validate(xml) !== true) throw invalidMessage('The request is not well-formed XML');
  let root: unknown;
  try {
    root = parser.parse(xml);
  } catch {
    throw invalidMessage('The request is nested too deeply');
  }
  const envelope = isTree(root) ? root.CRMAcresMessage : undefined;
  if (!isTree(envelope)) throw invalidMessage('The request is not a CRMAcresMessage');
  const header = envelope.Header;
  const operation = isTree(header) ? header.Operation : undefined;
  if (isTree(operation) && operation.Data !== undefined && operation.Data !== message)
    throw invalidMessage(`Operation Data is not ${message}`);
  const body = isTree(envelope.Body) ? envelope.Body[message] : undefined;
  if (!isTree(body)) throw invalidMessage(`Body/${message} is missing`);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = decode(v);
  const playerId = envelope.PlayerID;
  return { fields, ...(typeof playerId === 'string' ? { playerId: decode(playerId) } : {}) };
}
