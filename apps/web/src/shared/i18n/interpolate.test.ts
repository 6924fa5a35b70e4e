import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills each {{name}} from the values, numbers as text', () => {
    expect(
      interpolate('{{name}} has {{points}} points, {{ count }} left', {
        name: 'Ana',
        points: 1200,
        count: 3,
      }),
    ).toBe('Ana has 1200 points, 3 left');
  });

  it('leaves a placeholder the values do not hold as written', () => {
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
  });

  it('writes nothing for a value given as undefined or null', () => {
    expect(interpolate('[{{a}}][{{b}}]', { a: undefined, b: null })).toBe('[][]');
  });

  it('reads {{- name}}, {{name, format}} and {{a.b}} as i18next did', () => {
    expect(
      interpolate('{{- html}} {{n, number}} {{user.name}}', { html: '<b>', n: 5, user: { name: 'Bo' } }),
    ).toBe('<b> 5 Bo');
  });

  it('never scans inserted text again, and inserts it literally', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: '$&' })).toBe('{{b}} $&');
  });
});
