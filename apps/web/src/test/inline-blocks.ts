/** Writes a data block into the page as the server does, for the tests of its readers. */
export function addInlineBlock(
  id: string,
  url: string,
  text: string,
  type = 'application/json',
): HTMLElement {
  const block = document.createElement('script');
  block.type = type;
  block.id = id;
  block.dataset.url = url;
  block.textContent = text;
  document.body.append(block);
  return block;
}

export function removeInlineBlocks(): void {
  for (const block of document.querySelectorAll('script[data-url]')) block.remove();
}
