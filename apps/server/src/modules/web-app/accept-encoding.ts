import type { ContentEncoding } from './boot-document';

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function pickEncoding(header: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
