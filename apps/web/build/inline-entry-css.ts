import type { Plugin } from 'vite';
import { outputText } from './output-text';

const LINK = /<link\b[^>]*>/gi;
const ATTRIBUTE = /\s([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// What Vite writes on an entry style sheet's link. Anything else (media, title, integrity, disabled,
// an onload) would mean something a plain <style> does not, so such a link is left as it is.
const PLAIN = new Set(['rel', 'href', 'crossorigin']);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tag.slice('<link'.length).matchAll(ATTRIBUTE))
    found.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return found;
}

/**
 * Replaces each plain `<link rel="stylesheet">` whose CSS `cssOf` knows by a `<style>` with that CSS,
 * followed by the same link made `disabled`. Vite's dynamic-import preload helper loads the CSS of a
 * lazy chunk, the entry's own files included, unless the document already has a `rel="stylesheet"`
 * link with that href; a disabled style-sheet link is neither applied nor, in Chromium, Firefox and
 * current Safari, fetched (older Safari's preload scanner fetches it, unused), and the helper still
 * sees it.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): string {
  return html.replace(LINK, (tag) => {
    const attrs = attributes(tag);
    const href = attrs.get('href');
    if (attrs.get('rel')?.trim().toLowerCase() !== 'stylesheet' || !href) return tag;
    if ([...attrs.keys()].some((name) => !PLAIN.has(name))) return tag;
    const css = cssOf(href);
    if (css === undefined) return tag;
    if (/<\/style/i.test(css))
      throw new Error(`inline-entry-css: ${href} contains "</style", which would end the <style> early`);
    return `<style>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}

/**
 * First load: index.html's style sheets (app-core's and the entry's, a few KB) are inlined, so the sign-in
 * screen does not wait on more parallel requests before its first paint; on a throttled HTTP/1.1
 * connection each costs a round trip and a share of the bandwidth. The CSP allows inline styles. The
 * CSS files stay in the build: lazy chunks' preload lists and the service worker's precache name them.
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written the links into index.html.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        // With a relative base the CSS's url()s are relative to its file in assets/, not to the page.
        if (!base.startsWith('/') && !/^[a-z][a-z\d+.-]*:/i.test(base))
          this.error(`inline-entry-css needs an absolute base, not "${base}"`);
        html.source = inlineStylesheets(outputText(html.source), (href) => {
          const css = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
          if (css?.type !== 'asset' || !css.fileName.endsWith('.css')) return undefined;
          return outputText(css.source);
        });
      },
    },
  };
}
