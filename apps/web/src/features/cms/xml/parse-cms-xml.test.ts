import { describe, expect, it } from 'vitest';
import { parseCmsXml, pathValue } from './parse-cms-xml';

const message = (body: string) =>
  '<CRMAcresMessage xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Header>' +
  '<TimeStamp>2026-11-30T14:05:09.120</TimeStamp><Operation Data="PlayerCard" Operand="Information"/>' +
  `</Header><PlayerID>0004417023</PlayerID><Body>${body}</Body></CRMAcresMessage>`;

describe('parseCmsXml', () => {
  it('reads elements as strings (leading zeros kept), attributes as @name, repeats as lists', () => {
    const parsed = parseCmsXml(
      message(
        '<PlayerCard><Card><CardID>60119900000004417023</CardID><Primary>true</Primary></Card>' +
          '<Card><CardID>60119900000004417001</CardID><Notes></Notes></Card></PlayerCard>',
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        CRMAcresMessage: {
          Header: {
            TimeStamp: '2026-11-30T14:05:09.120',
            Operation: { '@Data': 'PlayerCard', '@Operand': 'Information' },
          },
          PlayerID: '0004417023',
          Body: {
            PlayerCard: {
              Card: [
                { CardID: '60119900000004417023', Primary: 'true' },
                { CardID: '60119900000004417001', Notes: '' },
              ],
            },
          },
        },
      },
    });
    if (parsed.ok) expect(pathValue(parsed.value, 'CRMAcresMessage', 'PlayerID')).toBe('0004417023');
  });

  it('refuses a DOCTYPE or entity without expanding it', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>' +
      '<CRMAcresMessage>&lol2;</CRMAcresMessage>';
    expect(parseCmsXml(laughs)).toEqual({ ok: false, reason: 'doctype' });
    expect(parseCmsXml('<!doctype x><x/>')).toEqual({ ok: false, reason: 'doctype' });
  });

  it('refuses broken XML, deep nesting, prototype-named tags and huge bodies', () => {
    expect(parseCmsXml(message('<PlayerCard><Card>')).ok).toBe(false);
    expect(parseCmsXml('Service Unavailable')).toEqual({ ok: false, reason: 'malformed' });
    const deep = `${'<a>'.repeat(40)}x${'</a>'.repeat(40)}`;
    expect(parseCmsXml(deep)).toEqual({ ok: false, reason: 'tooDeep' });
    expect(parseCmsXml(message('<__proto__><x>1</x></__proto__>'))).toEqual({
      ok: false,
      reason: 'forbiddenTag',
    });
    expect(parseCmsXml(`<a>${'x'.repeat(1024 * 1024 + 1)}</a>`)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
