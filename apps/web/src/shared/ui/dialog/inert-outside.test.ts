import { describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside';

describe('inertOutside', () => {
  it('makes all but the dialog, its ancestors and live regions inert, and undoes only what it did', () => {
    document.body.innerHTML =
      '<div id="root"><header id="h"></header><main id="m"><p id="p"></p><div id="b"><div id="d"></div></div></main></div><aside id="a" inert></aside><section id="t" aria-live="polite"></section>';
    const undo = inertOutside(document.getElementById('d')!);
    const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert');
    expect(['h', 'p', 'a'].map(inert)).toEqual([true, true, true]);
    expect(['root', 'm', 'b', 'd', 't'].map(inert)).toEqual([false, false, false, false, false]);
    undo();
    expect(['h', 'p', 'a'].map(inert)).toEqual([false, false, true]);
  });
});
