import { describe, expect, it } from 'vitest';
import { sourceKindOf, statementTexts } from './statement-texts';

describe('statement texts', () => {
  it.each([
    ['cms', 'Casino system', 'Sistema del casino'],
    ['CMS', 'Casino system', 'Sistema del casino'],
    ['portal', 'Portal', 'Portal'],
    ['staff:1042', 'Casino staff', 'Personal del casino'],
    ['system', 'Automatic', 'Automático'],
    ['floor:1', 'Other', 'Otro'],
  ])('words the source %s', (source, english, spanish) => {
    expect(statementTexts('en-US').sources[sourceKindOf(source)]).toBe(english);
    expect(statementTexts('es-MX').sources[sourceKindOf(source)]).toBe(spanish);
  });
});
