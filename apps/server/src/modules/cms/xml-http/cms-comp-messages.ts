import { CmsBrokenAnswerError } from './cms-errors';
import { fieldsOf } from './cms-fields';
import { bodyOf, itemsOf } from './cms-messages';
import {
  COMMAND_STATUSES,
  COMP_STATUSES,
  type CmsComp,
  type CmsCommandStatus,
  type CmsCompIssued,
  type CmsCompType,
} from './cms-records';
import type { CmsEnvelope, CmsRecord } from './cms-xml-parser';

/** The comp messages of docs/casino-system.md#reads and docs/casino-system.md#writes. */

/** `GET PlayerCompListMessage/{id}`: the player's comps, the portal's rewards. */
export function readPlayerComps(envelope: CmsEnvelope, timeZone: string): CmsComp[] {
  return itemsOf(envelope, 'PlayerCompListMessage', 'PlayerCompList', 'Comp').map((comp, i) => {
    const f = fieldsOf(comp, `PlayerCompList/Comp[${i}]`, timeZone);
    return {
      id: f.text('CompID'),
      code: f.text('CompCode'),
      compTypeId: f.text('CompTypeID'),
      name: f.textOrEmpty('Name'),
      valueCents: f.cents('Value'),
      issuedAt: f.time('IssueDate'),
      expiresAt: f.time('ExpirationDate'),
      status: f.oneOf('Status', COMP_STATUSES),
      location: f.optionalText('Location'),
    };
  });
}

/** `GET CompListMessage`: the comp catalogue, the portal's offers. */
export function readCompTypes(envelope: CmsEnvelope, timeZone: string): CmsCompType[] {
  return itemsOf(envelope, 'CompListMessage', 'CompList', 'CompType').map((type, i) => {
    const f = fieldsOf(type, `CompList/CompType[${i}]`, timeZone);
    return {
      id: f.text('CompTypeID'),
      name: f.textOrEmpty('Name'),
      description: f.textOrEmpty('Description'),
      category: f.textOrEmpty('Category'),
      pointCost: f.count('PointCost'),
      valueCents: f.cents('Value'),
      minRanking: f.count('MinRanking'),
      validFrom: f.time('ValidFrom'),
      validTo: f.time('ValidTo'),
      available: f.boolean('Available'),
      location: f.optionalText('Location'),
    };
  });
}

function issuedFrom(record: CmsRecord, path: string, timeZone: string): CmsCompIssued {
  const f = fieldsOf(record, path, timeZone);
  return {
    commandId: f.text('CommandID'),
    compId: f.text('CompID'),
    compCode: f.text('CompCode'),
    expiresAt: f.time('ExpirationDate'),
    pointBalance: f.integer('PointBalance'),
  };
}

/** The answer of `POST PlayerCompIssue/{id}`; it must name the CommandID that was sent. */
export function readCompIssued(envelope: CmsEnvelope, timeZone: string, commandId: string): CmsCompIssued {
  const issued = issuedFrom(bodyOf(envelope, 'PlayerCompIssue'), 'PlayerCompIssue', timeZone);
  if (issued.commandId !== commandId) {
    throw new CmsBrokenAnswerError('PlayerCompIssue/CommandID: not the command that was sent');
  }
  return issued;
}

/** `POST PlayerCompVoid/{id}` answers `General`/`Success`, a second void too. */
export function readCompVoided(envelope: CmsEnvelope): void {
  if (envelope.operation !== 'General' || envelope.operand !== 'Success') {
    throw new CmsBrokenAnswerError(
      `expected General/Success, got ${`${envelope.operation}/${envelope.operand}`.slice(0, 60)}`,
    );
  }
}

/** `GET CommandStatus/{commandId}`: how an issue whose answer never came ended. */
export function readCommandStatus(
  envelope: CmsEnvelope,
  timeZone: string,
  commandId: string,
): CmsCommandStatus {
  const body = bodyOf(envelope, 'CommandStatus');
  const f = fieldsOf(body, 'CommandStatus', timeZone);
  if (f.text('CommandID') !== commandId) {
    throw new CmsBrokenAnswerError('CommandStatus/CommandID: not the command that was asked');
  }
  const status = f.oneOf('Status', COMMAND_STATUSES);
  if (status !== 'Applied') return { commandId, status };
  return { commandId, status, issued: issuedFrom(body, 'CommandStatus', timeZone) };
}
