/** The text of a bundle output's source, which Vite gives as a string or as bytes. */
export function outputText(source: string | Uint8Array): string {
  return typeof source === 'string' ? source : new TextDecoder().decode(source);
}
