import { PDFParse } from 'pdf-parse';

/** The text a reader could copy out of a PDF: what tests assert on. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
