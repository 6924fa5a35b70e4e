import { afterEach, describe, expect, it } from 'vitest';
import { addInlineBlock, removeInlineBlocks } from '../../test/inline-blocks';
import { takeInlineData } from './inline-data';

afterEach(removeInlineBlocks);

describe('takeInlineData (issue 10)', () => {
  it('answers the block written for that very request, once', () => {
    const block = addInlineBlock('boot-x', '/api/MetaData/ClientAccount', '{"a":"\\u003c/script>"}');
    expect(takeInlineData('boot-x', '/api/MetaData/ClientAccount')).toEqual({ a: '</script>' });
    expect(block.isConnected).toBe(false);
    expect(takeInlineData('boot-x', '/api/MetaData/ClientAccount')).toBeUndefined();
  });

  it('leaves a block written for another request where it is', () => {
    const block = addInlineBlock('boot-x', '/assets/l10n/en-US.json', '{}');
    expect(takeInlineData('boot-x', '/assets/l10n/es-MX.json')).toBeUndefined();
    expect(block.isConnected).toBe(true);
  });

  it('answers nothing without a block, for an element that is no JSON data block, or for text that is no JSON', () => {
    expect(takeInlineData('boot-x', '/a')).toBeUndefined();
    addInlineBlock('boot-script', '/a', '{}', 'module');
    expect(takeInlineData('boot-script', '/a')).toBeUndefined();
    addInlineBlock('boot-broken', '/a', '{"a":');
    expect(takeInlineData('boot-broken', '/a')).toBeUndefined();
  });
});
