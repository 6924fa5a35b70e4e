import { XMLParser } from 'fast-xml-parser';
import { createSimulator, type CmsSimulator, type SimulatorOptions } from '../simulator';

/** 14:05:09 in Willow Brook: the property's local time is eight hours behind. */
export const NOW = new Date('2026-11-30T22:05:09.120Z');
export const TODAY = '2026-11-30';

export function newSimulator(options: SimulatorOptions = {}): CmsSimulator {
  return createSimulator({ now: () => NOW, ...options });
}

const LISTS = new Set(['Card', 'StopCode', 'Lot', 'Rating', 'Entry', 'Comp', 'CompType']);

/** As the portal's connector reads: strings kept (leading zeros), entities off, lists as arrays. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => LISTS.has(name),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads parsed XML freely
export type Xml = any;

export function parseXml(xml: string): Xml {
  return parser.parse(xml);
}

export async function get(sim: CmsSimulator, url: string, headers: Record<string, string> = {}) {
  const res = await sim.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    body: res.body,
    msg: parseXml(res.body).CRMAcresMessage,
  };
}

export function issueXml(playerId: string, commandId: string, compTypeId: string, pointCost: number): string {
  return (
    '<CRMAcresMessage><Header><TimeStamp>2026-11-30T14:05:09.120</TimeStamp>' +
    '<Operation Data="PlayerCompIssue" Operand="Add"/></Header>' +
    `<PlayerID>${playerId}</PlayerID><Body><PlayerCompIssue><CommandID>${commandId}</CommandID>` +
    `<CompTypeID>${compTypeId}</CompTypeID><PointCost>${pointCost}</PointCost></PlayerCompIssue></Body></CRMAcresMessage>`
  );
}

export function voidXml(playerId: string, commandId: string): string {
  return (
    '<CRMAcresMessage><Header><TimeStamp>2026-11-30T14:05:09.120</TimeStamp>' +
    '<Operation Data="PlayerCompVoid" Operand="Void"/></Header>' +
    `<PlayerID>${playerId}</PlayerID><Body><PlayerCompVoid><CommandID>${commandId}</CommandID></PlayerCompVoid></Body></CRMAcresMessage>`
  );
}

export async function post(
  sim: CmsSimulator,
  url: string,
  xml: string,
  headers: Record<string, string> = {},
) {
  const res = await sim.inject({
    method: 'POST',
    url,
    payload: xml,
    headers: { 'content-type': 'application/xml', ...headers },
  });
  return { status: res.statusCode, body: res.body, msg: parseXml(res.body).CRMAcresMessage };
}

export const errorCode = (msg: Xml): string | undefined => msg?.Body?.Error?.ErrorCode;

/** Listens on a free port for the tests that need a real socket (hangs, drops, concurrency). */
export async function listening(sim: CmsSimulator): Promise<string> {
  return sim.listen({ port: 0, host: '127.0.0.1' });
}
