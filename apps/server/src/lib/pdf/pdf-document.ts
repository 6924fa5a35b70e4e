import PDFDocument from 'pdfkit';

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47 tag of the text, e.g. en-US: screen readers and text extraction use it. */
  language: string;
  /** The footer line of page `page` of `count`; the page number alone by default. */
  footer?: (page: number, count: number) => string;
}

export type PdfDoc = PDFKit.PDFDocument;

const PAGE_MARGIN = 48;

/**
 * Renders a document into memory. Text is drawn with the standard Helvetica fonts (WinAnsi, so
 * Spanish accents are fine), which keeps every word extractable by copy, search and screen readers.
 */
export function renderPdf(meta: PdfMeta, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    lang: meta.language,
    displayTitle: true,
    tagged: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject ?? meta.title },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      drawFooters(doc, meta.footer ?? ((page, count) => `${page} / ${count}`));
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * The footer sits in the bottom margin. pdfkit starts a new page for any text below the bottom
 * margin, even with `lineBreak: false`, so the margin is lifted while the footer is written: without
 * that every page got a blank page holding only its number.
 */
function drawFooters(doc: PdfDoc, footer: (page: number, count: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    const width = doc.page.width - margins.left - margins.right;
    const y = doc.page.height - bottom + 16;
    margins.bottom = 0;
    doc
      .moveTo(margins.left, y - 6)
      .lineTo(margins.left + width, y - 6)
      .strokeColor('#bbbbbb')
      .lineWidth(0.5)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(footer(i - range.start + 1, range.count), margins.left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
}
