import { createHash } from 'node:crypto';
import { localTimeText } from './cms-values';

/** The CMS's limit on a CommandID (docs/casino-system.md#writes). */
export const MAX_COMMAND_ID_LENGTH = 64;

/**
 * The CommandID of a redemption: stable for the same tenant, player and Idempotency-Key, so a retry replays
 * the first issue instead of issuing a second comp (docs/casino-system.md#writes). A hash because a key may
 * be 128 characters and the CMS takes 64; tenant and player are in it so two players' equal keys never
 * name one command.
 */
export function commandIdFor(tenantId: string, playerId: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify([tenantId, playerId, idempotencyKey]))
    .digest('base64url');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

type WriteHeader = { playerId: string; now: Date; timeZone: string };

function message(operation: string, operand: string, header: WriteHeader, body: string): string {
  const timeStamp = localTimeText(header.now, header.timeZone);
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<CRMAcresMessage><Header><TimeStamp>${timeStamp}</TimeStamp>` +
    `<Operation Data="${operation}" Operand="${operand}"/></Header>` +
    `<PlayerID>${escapeXml(header.playerId)}</PlayerID><Body><${operation}>${body}</${operation}></Body>` +
    `</CRMAcresMessage>`
  );
}

function checkCommandId(commandId: string): void {
  if (!commandId || commandId.length > MAX_COMMAND_ID_LENGTH) {
    throw new RangeError(`A CommandID has 1 to ${MAX_COMMAND_ID_LENGTH} characters.`);
  }
}

/** The body of `POST PlayerCompIssue/{id}`. */
export function compIssueXml(
  request: WriteHeader & { commandId: string; compTypeId: string; pointCost: number },
): string {
  checkCommandId(request.commandId);
  if (!Number.isSafeInteger(request.pointCost) || request.pointCost < 0) {
    throw new RangeError('A point cost is a whole number of points, zero or more.');
  }
  return message(
    'PlayerCompIssue',
    'Add',
    request,
    `<CommandID>${escapeXml(request.commandId)}</CommandID>` +
      `<CompTypeID>${escapeXml(request.compTypeId)}</CompTypeID><PointCost>${request.pointCost}</PointCost>`,
  );
}

/** The body of `POST PlayerCompVoid/{id}`: reverses the issue `commandId` made. */
export function compVoidXml(request: WriteHeader & { commandId: string }): string {
  checkCommandId(request.commandId);
  return message('PlayerCompVoid', 'Void', request, `<CommandID>${escapeXml(request.commandId)}</CommandID>`);
}
