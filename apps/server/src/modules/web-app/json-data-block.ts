/**
 * A JSON text as a non-executable data block of an HTML page (CSP does not apply to it). `<` only
 * occurs inside JSON strings, where `\u003c` reads back as the same character: the text can then
 * neither close the element (`</script>`) nor open a comment (`<!--`).
 */
export function jsonDataBlock(id: string, url: string, json: string): string {
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script type="application/json" id="${id}" data-url="${attribute}">${json.replace(/</g, '\\u003c')}</script>`;
}
