import { describe, expect, it } from 'vitest';
import { fieldsOf } from './cms-fields';
import { commandIdFor, compIssueXml, compVoidXml, MAX_COMMAND_ID_LENGTH } from './cms-requests';
import { parseCmsXml, recordOf } from './cms-xml-parser';

const LA = 'America/Los_Angeles';
const now = new Date('2026-11-30T22:05:09.120Z');

describe('commandIdFor', () => {
  it('is stable, at most 64 URL-safe characters, and differs by tenant, player and key', () => {
    const id = commandIdFor('little-creek', '0004417023', 'key-0001-abcdef');
    expect(id).toBe(commandIdFor('little-creek', '0004417023', 'key-0001-abcdef'));
    expect(id).toMatch(/^[\w-]{1,64}$/);
    expect(commandIdFor('little-creek', '0004417023', 'x'.repeat(128)).length).toBeLessThanOrEqual(
      MAX_COMMAND_ID_LENGTH,
    );
    const others = [
      commandIdFor('other-brand', '0004417023', 'key-0001-abcdef'),
      commandIdFor('little-creek', '4417023', 'key-0001-abcdef'),
      commandIdFor('little-creek', '0004417023', 'key-0001-abcdeg'),
      commandIdFor('little-creek0004417023', '', 'key-0001-abcdef'),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });
});

describe('write bodies', () => {
  it('builds PlayerCompIssue with escaped values and the local time stamp', () => {
    const xml = compIssueXml({
      playerId: '0004417023',
      commandId: 'a<b>&"c\'',
      compTypeId: '12&<',
      pointCost: 2500,
      now,
      timeZone: LA,
    });
    const message = recordOf(parseCmsXml(xml).CRMAcresMessage, 'm');
    const header = recordOf(message.Header, 'Header');
    expect(header.TimeStamp).toBe('2026-11-30T14:05:09.120');
    expect(header.Operation).toEqual({ '@_Data': 'PlayerCompIssue', '@_Operand': 'Add' });
    expect(message.PlayerID).toBe('0004417023');
    const issue = fieldsOf(recordOf(recordOf(message.Body, 'Body').PlayerCompIssue, 'Issue'), 'Issue', LA);
    expect([issue.text('CommandID'), issue.text('CompTypeID'), issue.count('PointCost')]).toEqual([
      'a<b>&"c\'',
      '12&<',
      2500,
    ]);
  });

  it('builds PlayerCompVoid naming the issue', () => {
    const xml = compVoidXml({ playerId: '0004417023', commandId: 'cmd-1', now, timeZone: LA });
    expect(xml).toContain('<Operation Data="PlayerCompVoid" Operand="Void"/>');
    expect(xml).toContain('<Body><PlayerCompVoid><CommandID>cmd-1</CommandID></PlayerCompVoid></Body>');
  });

  it('refuses a command id over 64 characters and a point cost that is not a count', () => {
    const base = { playerId: '1', compTypeId: '12', now, timeZone: LA };
    expect(() => compIssueXml({ ...base, commandId: 'x'.repeat(65), pointCost: 1 })).toThrow(RangeError);
    expect(() => compIssueXml({ ...base, commandId: 'c', pointCost: -1 })).toThrow(RangeError);
    expect(() => compIssueXml({ ...base, commandId: 'c', pointCost: 1.5 })).toThrow(RangeError);
    expect(() => compVoidXml({ ...base, commandId: '' })).toThrow(RangeError);
  });
});
