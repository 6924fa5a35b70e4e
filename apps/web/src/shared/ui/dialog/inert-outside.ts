/**
 * Makes everything on the page but `element` (and the chain of its ancestors) inert while a modal
 * is open, so keyboard, pointer and assistive technology reach only the dialog (WCAG 2.2, aria-modal
 * alone is not honoured everywhere). Live regions stay live, so a toast about the dialog's own
 * action is still announced. Returns the undo; elements that were inert already stay so.
 */
export function inertOutside(element: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches('script, [aria-live]'))
        continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => madeInert.forEach((sibling) => sibling.removeAttribute('inert'));
}
