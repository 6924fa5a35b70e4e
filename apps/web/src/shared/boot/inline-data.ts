/**
 * Issue 10: the body the server wrote into this page (a `<script type="application/json">` data
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
