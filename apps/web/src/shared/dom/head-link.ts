/** Points the head's `<link rel>` at `href`, adding the link if the page has none; same href: untouched. */
export function setHeadLink(rel: string, href: string, doc: Document = document): void {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
