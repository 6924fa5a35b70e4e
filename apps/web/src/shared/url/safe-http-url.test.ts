import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-http-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://idp.test/authorize?x=1', 'https://idp.test/authorize?x=1'],
    ['http://idp.test/a', 'http://idp.test/a'],
    ['/social/facebook?state=1', 'https://portal.test/social/facebook?state=1'],
  ])('follows %s', (value, expected) => {
    expect(safeHttpUrl(value, 'https://portal.test')).toBe(expected);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x'])(
    'refuses %s',
    (value) => {
      expect(safeHttpUrl(value, 'https://portal.test')).toBeNull();
    },
  );
});
