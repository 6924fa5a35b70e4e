export const HOSTILE_KINDS = [
  'billionLaughs',
  'externalEntity',
  'deepNesting',
  'hugeBody',
  'protoTag',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function laughs(): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<!DOCTYPE CRMAcresMessage [${entities.join('')}]>`;
}

function intoBody(xml: string, inserted: string): string {
  return xml.replace('<Body>', `<Body>${inserted}`);
}

function withDoctype(xml: string, doctype: string): string {
  return xml.replace(DECLARATION, `${DECLARATION}${doctype}`);
}

/**
 * The real answer turned into one a careful client must refuse unexpanded
 * (docs/casino-system.md#hostile-answers).
 */
export function hostileXml(kind: HostileKind, answer: string): string {
  switch (kind) {
    case 'billionLaughs':
      return withDoctype(intoBody(answer, '<Note>&lol9;</Note>'), laughs());
    case 'externalEntity':
      return withDoctype(
        intoBody(answer, '<Note>&xxe;</Note>'),
        '<!DOCTYPE CRMAcresMessage [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      );
    case 'deepNesting':
      return intoBody(answer, `${'<Nest>'.repeat(40)}deep${'</Nest>'.repeat(40)}`);
    case 'hugeBody':
      return intoBody(answer, `<Padding>${'willow '.repeat(180_000)}</Padding>`);
    case 'protoTag':
      return intoBody(
        answer,
        '<__proto__><isAdmin>true</isAdmin></__proto__><constructor><prototype>x</prototype></constructor>',
      );
  }
}

/** The real answer cut in half: unclosed tags, as from a CMS that died mid-write. */
export function brokenXml(answer: string): string {
  return answer.slice(0, Math.floor(answer.length / 2));
}
