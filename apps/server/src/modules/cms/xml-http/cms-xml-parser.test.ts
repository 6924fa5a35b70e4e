import { describe, expect, it } from 'vitest';
import { CmsBrokenAnswerError, CmsErrorAnswer } from './cms-errors';
import { fieldsOf } from './cms-fields';
import { readPlayerBalances } from './cms-messages';
import { answer, el, errorAnswer, failureReason, record, text } from './cms-xml.test-helpers';
import { asList, parseCmsAnswer } from './cms-xml-parser';

const LA = 'America/Los_Angeles';
const balances = (lots: string) =>
  answer(
    'PlayerBalances',
    el(
      'PlayerBalances',
      text('PointBalance', '12500'),
      text('TierPoints', '3400'),
      text('CompBalance', '-335.7858'),
      text('SecondCompBalance', '20.005'),
      text('PointToDollarRate', '0.01'),
      lots,
    ),
  );

describe('parseCmsAnswer', () => {
  it('reads the envelope and keeps every value a string', () => {
    const envelope = parseCmsAnswer(balances(''));
    expect(envelope).toMatchObject({
      operation: 'PlayerBalances',
      operand: 'Information',
      playerId: '0004417023',
    });
    expect(envelope.body.PlayerBalances).toMatchObject({ PointBalance: '12500', CompBalance: '-335.7858' });
  });

  it('throws an Error operation as CmsErrorAnswer with its code and description', () => {
    const error = (() => {
      try {
        parseCmsAnswer(errorAnswer('INSUFFICIENTPOINTS', 'Not enough points & no credit'));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CmsErrorAnswer);
    expect(error).toMatchObject({ code: 'INSUFFICIENTPOINTS', description: 'Not enough points & no credit' });
    expect((error as CmsErrorAnswer).knownCode).toBe('INSUFFICIENTPOINTS');
    expect(new CmsErrorAnswer('DBDOWN', 'x').knownCode).toBeNull();
  });

  it('reads a list of one, of many, an empty list and an absent one', () => {
    const lot = (amount: string) => record('Lot', { Amount: amount, ExpirationDate: '2026-12-31T23:59:59' });
    const lots = (xml: string) => readPlayerBalances(parseCmsAnswer(balances(xml)), LA).expiring;
    expect(lots(el('PointsExpiring', lot('100')))).toHaveLength(1);
    expect(lots(el('PointsExpiring', lot('100'), lot('200'), lot('300'))).map((l) => l.points)).toEqual([
      100, 200, 300,
    ]);
    expect(lots('<PointsExpiring/>')).toEqual([]);
    expect(lots('<PointsExpiring></PointsExpiring>')).toEqual([]);
    expect(lots('')).toEqual([]);
    expect(lots(el('PointsExpiring', '<Note>none</Note>'))).toEqual([]);
  });

  it('ignores unknown elements and element order', () => {
    const shuffled = answer(
      'PlayerBalances',
      el(
        'PlayerBalances',
        text('PointToDollarRate', '0.01'),
        text('Unknown', 'x'),
        el('Nested', text('Deeper', 'y')),
        text('SecondCompBalance', '0'),
        text('CompBalance', '0'),
        text('TierPoints', '1'),
        text('PointBalance', '0004417023'),
      ),
    );
    expect(readPlayerBalances(parseCmsAnswer(shuffled), LA)).toMatchObject({
      points: 4417023,
      tierPoints: 1,
    });
    expect(parseCmsAnswer(shuffled).body.PlayerBalances).toMatchObject({ PointBalance: '0004417023' });
  });

  it('expands no entity while parsing: the tree keeps the raw text', () => {
    const envelope = parseCmsAnswer(answer('X', el('X', text('Name', 'Dine & "Wine"'))));
    expect(envelope.body.X).toEqual({ Name: 'Dine &amp; &quot;Wine&quot;' });
  });

  it.each([
    ['not XML at all', 'Service Unavailable'],
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['two roots', `${answer('X', '')}<CRMAcresMessage/>`],
    ['no Operation', '<CRMAcresMessage><Header/><Body/></CRMAcresMessage>'],
    ['no Data', '<CRMAcresMessage><Header><Operation Operand="Information"/></Header></CRMAcresMessage>'],
    ['an unclosed tag', '<CRMAcresMessage><Header>'],
    ['mismatched tags', '<CRMAcresMessage><Header></Body></CRMAcresMessage>'],
    ['an Error without a code', answer('Error', el('Error', text('ErrorDescription', 'x')))],
    ['an empty body', ''],
  ])('refuses %s as broken', (_, xml) => {
    expect(() => parseCmsAnswer(xml)).toThrow(CmsBrokenAnswerError);
  });
});

describe('text of values', () => {
  it('decodes entities when a field is read, and refuses unknown ones', () => {
    const envelope = parseCmsAnswer(
      answer('X', '<X><A>Dine &amp; Wine &lt;3 &#233;&#x1F3B0;</A><B>&nbsp;</B><D>&#0;</D></X>'),
    );
    const f = fieldsOf(envelope.body.X as never, 'X', LA);
    expect(f.text('A')).toBe('Dine & Wine <3 é🎰');
    expect(() => f.text('B')).toThrow(CmsBrokenAnswerError);
    expect(() => f.text('D')).toThrow(CmsBrokenAnswerError);
    expect(() => parseCmsAnswer(answer('X', '<X><C>a & b</C></X>'))).toThrow(CmsBrokenAnswerError);
  });

  it('refuses a value that is repeated or a record', () => {
    const envelope = parseCmsAnswer(answer('X', '<X><A>1</A><A>2</A><R><S>1</S></R></X>'));
    const f = fieldsOf(envelope.body.X as never, 'X', LA);
    expect(failureReason(() => f.text('A'))).toBe('X/A: not a single value');
    expect(failureReason(() => f.text('R'))).toBe('X/R: not a single value');
    expect(failureReason(() => f.text('Missing'))).toBe('X/Missing: missing');
  });
});

describe('asList', () => {
  it('reads one element as a list of one, and refuses an item that is text', () => {
    expect(asList({ Card: { CardID: '1' } }, 'Card')).toEqual([{ CardID: '1' }]);
    expect(asList({ Card: [{ CardID: '1' }, { CardID: '2' }] }, 'Card')).toHaveLength(2);
    expect(asList(undefined, 'Card')).toEqual([]);
    expect(asList('', 'Card')).toEqual([]);
    expect(() => asList({ Card: 'text' }, 'Card')).toThrow(CmsBrokenAnswerError);
    expect(() => asList('text', 'Card')).toThrow(CmsBrokenAnswerError);
  });
});
