import { PDFParse } from 'pdf-parse';

async function parsed(pdf: Buffer | Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** The text a reader could copy out of a PDF: what tests assert on. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await parsed(pdf)).text;
}

/** The text of each page, first page first, with runs of white space made one space. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await parsed(pdf)).pages.map((page) => page.text.replace(/\s+/g, ' ').trim());
}

/** How many images the PDF embeds (pdfkit writes each as an XObject of subtype Image). */
export function pdfImageCount(pdf: Buffer | Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Subtype \/Image/g)?.length ?? 0
  );
}
