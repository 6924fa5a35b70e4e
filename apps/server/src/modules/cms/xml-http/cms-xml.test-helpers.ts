import { escapeXml } from './cms-requests';
import { CmsFailureError } from './cms-errors';

/** Test-only XML writing: a CMS answer as the casino-system interface shapes it. */

export type Fields = Record<string, string | null | undefined>;

/** `<name>text</name>`, escaped; null or undefined leaves the element out. */
export const text = (name: string, value: string | null | undefined) =>
  value == null ? '' : `<${name}>${escapeXml(value)}</${name}>`;

/** `<name>` around children already written. */
export const el = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`;

export const record = (name: string, fields: Fields) =>
  el(name, ...Object.entries(fields).map(([key, value]) => text(key, value)));

export const list = (name: string, item: string, items: Fields[]) =>
  el(name, ...items.map((i) => record(item, i)));

export function answer(
  operation: string,
  body: string,
  { operand = 'Information', playerId = '0004417023' }: { operand?: string; playerId?: string | null } = {},
): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<CRMAcresMessage xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    `  <Header><OriginalMessageID>0</OriginalMessageID><TimeStamp>2026-11-30T14:05:09.120</TimeStamp>` +
    `<Operation Data="${operation}" Operand="${operand}"/></Header>\n` +
    (playerId === null ? '' : `  <PlayerID>${playerId}</PlayerID>\n`) +
    `  <Site><SiteID>1</SiteID><SiteDescription>Little Creek</SiteDescription></Site>\n` +
    `  <Body>${body}</Body>\n</CRMAcresMessage>\n`
  );
}

export const errorAnswer = (code: string, description: string) =>
  answer('Error', el('Error', text('ErrorCode', code), text('ErrorDescription', description)), {
    operand: 'Error',
    playerId: null,
  });

/** The log reason of the CmsFailureError `fn` throws (its message is the player's sentence). */
export function failureReason(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof CmsFailureError) return error.reason;
    throw error;
  }
  throw new Error('expected a CmsFailureError, nothing was thrown');
}
