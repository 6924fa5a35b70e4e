import type { CommandStatus } from '../comp-commands';
import type { IssueAnswer } from '../state';
import { leaves, node, type Fields } from '../xml/element';

function issueFields(a: IssueAnswer): Fields {
  return {
    CommandID: a.commandId,
    CompID: a.compId,
    CompCode: a.compCode,
    ExpirationDate: a.expirationDate,
    PointBalance: a.pointBalance,
  };
}

export function compIssueBody(answer: IssueAnswer): string {
  return node('PlayerCompIssue', leaves(issueFields(answer)));
}

export function commandStatusBody(commandId: string, result: CommandStatus): string {
  const fields: Fields = result.answer
    ? { ...issueFields(result.answer), Status: result.status }
    : { CommandID: commandId, Status: result.status };
  return node('CommandStatus', leaves(fields));
}
