/**
 * First load: the body the server wrote into this page (a `<script type="application/json">` data
 * block) for the request `url`, parsed as the HTTP client parses an answer; undefined when the page
 * has none for that very request (the service worker's cached index.html has none at all). A block
 * is read once: later loads ask the server, as they always did.
 */
export function takeInlineData(id: string, url: string): unknown {
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  if (block.dataset.url !== url) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the page's HTML is parsed, so its data blocks are all there: at once when it is, or
 * on the document's first ready-state change, which comes before the entry script runs. An async
 * script (src/boot.ts) can run while the page still arrives, before the blocks at its end.
 */
export function documentParsed(
  doc: Pick<Document, 'readyState' | 'addEventListener'> = document,
): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('readystatechange', () => resolve(), { once: true }));
}
