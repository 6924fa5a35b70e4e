import PDFDocument from 'pdfkit';

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47 tag of the text, e.g. en-US: screen readers and text extraction use it. */
  language: string;
}

export type PdfDoc = PDFKit.PDFDocument;

/**
 * Renders a document into memory. Text is drawn with the standard Helvetica fonts (WinAnsi, so
 * Spanish accents are fine), which keeps every word extractable by copy, search and screen readers.
 */
export function renderPdf(meta: PdfMeta, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
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
      numberPages(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function numberPages(doc: PdfDoc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.height - doc.page.margins.bottom + 16;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${i + 1} / ${range.count}`, doc.page.margins.left, bottom, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      });
  }
}
