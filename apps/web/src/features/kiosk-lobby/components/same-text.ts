/** Whether two titles read the same, whatever their case and spacing. */
export function sameText(a: string, b: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return plain(a) === plain(b);
}
