import { afterEach, describe, expect, it, vi } from 'vitest';
import { addInlineBlock, removeInlineBlocks } from '../../test/inline-blocks';
import { documentParsed, takeInlineData } from './inline-data';

afterEach(removeInlineBlocks);

describe('takeInlineData', () => {
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

describe('documentParsed', () => {
  it('waits for a page still being parsed to change its ready state, then answers', async () => {
    const listeners: (() => void)[] = [];
    const page = {
      readyState: 'loading' as DocumentReadyState,
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'readystatechange') listeners.push(listener);
      },
    };
    const parsed = vi.fn();
    void documentParsed(page as unknown as Document).then(parsed);
    await Promise.resolve();
    expect(parsed).not.toHaveBeenCalled();
    page.readyState = 'interactive';
    listeners.forEach((listener) => listener());
    await vi.waitFor(() => expect(parsed).toHaveBeenCalledOnce());
  });

  it('answers at once for a parsed page', async () => {
    await expect(documentParsed(document)).resolves.toBeUndefined();
  });
});
