import { http } from '../../../shared/http/http';

/**
 * Fetches a PDF with the bearer token (a link could not carry it) and hands it to the browser as a
 * download; the object URL is revoked at once, so the document is not kept in memory.
 */
export async function downloadPdf(url: string, filename: string, headers?: Record<string, string>) {
  const blob = await http.request<Blob>(url, { responseType: 'blob', headers });
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const href = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download; a later revoke would keep the blob alive.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
