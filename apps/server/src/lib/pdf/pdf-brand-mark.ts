import type { PdfDoc } from './pdf-document';

export type BrandMark = {
  name: string;
  /** PNG or JPEG bytes; without them the name is set in the brand's colours. */
  image: Uint8Array | null;
  colours: { primary: string; onPrimary: string };
};

/** The brand's mark in a box at (x, y); answers the height it took. */
export function drawBrandMark(
  doc: PdfDoc,
  mark: BrandMark,
  x: number,
  y: number,
  box: { width: number; height: number },
) {
  if (mark.image) {
    doc.image(Buffer.from(mark.image), x, y, { fit: [box.width, box.height] });
    return box.height;
  }
  doc.font('Helvetica-Bold').fontSize(14);
  const width = Math.min(box.width, doc.widthOfString(mark.name) + 20);
  doc.roundedRect(x, y, width, box.height, 6).fillColor(mark.colours.primary).fill();
  doc.fillColor(mark.colours.onPrimary).text(mark.name, x + 10, y + (box.height - 14) / 2, {
    width: width - 20,
    lineBreak: false,
    ellipsis: true,
  });
  doc.fillColor('#000000');
  return box.height;
}
