import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

const css: Record<string, string> = {
  '/assets/index-a.css': '.a{color:red}',
  '/assets/app-core-b.css': ".b::after{content:'$&'}",
};
const cssOf = (href: string) => css[href];

describe('index.html carries its style sheets inline', () => {
  it('replaces a style-sheet link by a <style> and the link, disabled, for the preload helper', () => {
    const html = [
      '<head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      "<link href='/assets/app-core-b.css' REL=stylesheet />",
      '</head>',
    ].join('\n');
    expect(inlineStylesheets(html, cssOf)).toBe(
      [
        '<head>',
        '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>',
        "<style>.b::after{content:'$&'}</style><link href='/assets/app-core-b.css' REL=stylesheet disabled>",
        '</head>',
      ].join('\n'),
    );
  });

  it('leaves other links alone: CSS not in the build, other rels, and links a <style> would not match', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/other.css">',
      '<link rel="stylesheet" href="https://cdn.example.com/assets/index-a.css">',
      '<link rel="modulepreload" crossorigin href="/assets/index-a.css">',
      '<link rel="icon" href="/assets/index-a.css">',
      '<link rel="alternate stylesheet" href="/assets/index-a.css">',
      '<link rel="stylesheet" media="print" href="/assets/index-a.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    ].join('\n');
    expect(inlineStylesheets(html, cssOf)).toBe(html);
  });

  it('fails the build when the CSS could end the <style> early', () => {
    const html = '<link rel="stylesheet" href="/assets/x.css">';
    expect(() => inlineStylesheets(html, () => 'a{}</STYLE ><script>alert(1)</script>')).toThrow(
      /\/assets\/x\.css.*<\/style/,
    );
  });
});
