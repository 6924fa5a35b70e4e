import { describe, expect, it } from 'vitest';
import { CmsBrokenAnswerError } from './cms-errors';
import { answer, el, failureReason, text } from './cms-xml.test-helpers';
import { CMS_MAX_DEPTH, parseCmsAnswer } from './cms-xml-parser';

// docs/casino-system.md#hostile-answers: each is refused before anything is expanded or built.
const laughs = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [',
  ' <!ENTITY lol "lol">',
  ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
  ']>',
  '<CRMAcresMessage><Header><Operation Data="PlayerProfile" Operand="Information"/></Header>',
  '<Body><PlayerProfile><FirstName>&lol9;</FirstName></PlayerProfile></Body></CRMAcresMessage>',
].join('\n');

const externalEntity =
  '<?xml version="1.0"?><!DOCTYPE CRMAcresMessage [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
  answer('PlayerProfile', el('PlayerProfile', '<FirstName>&xxe;</FirstName>')).replace(/^<\?xml[^>]*>/, '');

const deep = answer('PlayerBalances', `${'<a>'.repeat(10_000)}x${'</a>'.repeat(10_000)}`);
const tenMegabytes = answer(
  'PlayerProfile',
  el('PlayerProfile', text('FirstName', 'x'.repeat(10 * 1024 * 1024))),
);
// Under 1 Mi characters but over 1 MiB of UTF-8: the limit counts bytes.
const wideCharacters = answer('PlayerProfile', el('PlayerProfile', text('FirstName', 'é'.repeat(600_000))));
const tagged = (name: string) =>
  answer('PlayerBalances', el('PlayerBalances', `<${name}><polluted>yes</polluted></${name}>`));

const CORPUS: [string, string, RegExp][] = [
  ['billion laughs', laughs, /declaration/],
  ['an external entity (SYSTEM "file:///etc/passwd")', externalEntity, /declaration/],
  ['a lower-case doctype', `<!doctype x>${answer('X', '')}`, /declaration/],
  ['an entity declaration alone', `${answer('X', '')}<!ENTITY x "y">`, /declaration/],
  ['10,000-deep nesting', deep, /nesting deeper than 32/],
  ['a 10 MB body', tenMegabytes, /over 1048576 bytes/],
  ['a body of 600,000 two-byte characters', wideCharacters, /over 1048576 bytes/],
  ['a __proto__ tag', tagged('__proto__'), /tag <__proto__> refused/],
  ['a constructor tag', tagged('constructor'), /tag <constructor> refused/],
  ['a prototype tag', tagged('prototype'), /tag <prototype> refused/],
  ['a namespaced __proto__ tag', tagged('x:__proto__'), /tag <x:__proto__> refused/],
];

describe('hostile CMS answers', () => {
  it.each(CORPUS)('refuses %s as broken, in under 50 ms', (_, xml, reason) => {
    const started = performance.now();
    expect(failureReason(() => parseCmsAnswer(xml))).toMatch(reason);
    expect(performance.now() - started).toBeLessThan(50);
    expect(() => parseCmsAnswer(xml)).toThrow(CmsBrokenAnswerError);
  });

  it.each(CORPUS)('refuses %s 50 times without growing the heap', (_, xml) => {
    // global.gc is not exposed to the test run, so this compares heapUsed with a generous bound: an
    // expansion (a billion laughs is 3 GB) or a retained tree would pass it by far.
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 50; i++) expect(() => parseCmsAnswer(xml)).toThrow(CmsBrokenAnswerError);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('leaves Object.prototype alone', () => {
    for (const [, xml] of CORPUS) expect(() => parseCmsAnswer(xml)).toThrow(CmsBrokenAnswerError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts nesting of exactly 32, and comments or CDATA holding what looks like tags', () => {
    const depth = (n: number) => `${'<a>'.repeat(n)}x${'</a>'.repeat(n)}`;
    // The envelope and Body take two levels.
    expect(() => parseCmsAnswer(answer('X', depth(CMS_MAX_DEPTH - 2)))).not.toThrow();
    expect(() => parseCmsAnswer(answer('X', depth(CMS_MAX_DEPTH - 1)))).toThrow(CmsBrokenAnswerError);
    const commented = answer(
      'X',
      `<!-- <a><a><!DOCTYPE> ${'<a>'.repeat(40)} --><X><![CDATA[<b>${'<a>'.repeat(40)}]]></X>`,
    );
    expect(parseCmsAnswer(commented).operation).toBe('X');
    expect(parseCmsAnswer(answer('X', '<X a=">" b=\'x>y\'/>')).operation).toBe('X');
  });
});
