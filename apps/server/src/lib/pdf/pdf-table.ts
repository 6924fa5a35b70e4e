import type { PdfDoc } from './pdf-document';

export interface PdfColumn {
  header: string;
  /** Share of the printable width, e.g. 0.2. */
  width: number;
  align?: 'left' | 'right';
}

const FONT_SIZE = 9;
const PAD_X = 3;
const PAD_Y = 3;
const HEADER_FILL = '#e5e7eb';
const ZEBRA_FILL = '#f4f5f7';
const RULE = '#d1d5db';
const INK = '#000000';

/**
 * Draws a table of text cells. Every page of it looks the same: the header row repeated at the top,
 * body rows in one font and size, stripes counted from the page's first row, a rule under each row.
 */
export function drawTable(doc: PdfDoc, columns: readonly PdfColumn[], rows: readonly string[][]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = columns.map((c) => c.width * width);
  const headers = columns.map((c) => c.header);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const heightOf = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD_X }));
    return Math.max(...heights, FONT_SIZE) + 2 * PAD_Y;
  };

  const drawCells = (cells: readonly string[], bold: boolean, fill: string | null) => {
    const height = heightOf(cells, bold);
    const top = doc.y;
    if (fill) doc.rect(left, top, width, height).fillColor(fill).fill();
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor(INK);
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + PAD_X, top + PAD_Y, {
        width: w - 2 * PAD_X,
        align: columns[i]?.align ?? 'left',
      });
      x += w;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .strokeColor(bold ? '#6b7280' : RULE)
      .lineWidth(bold ? 0.75 : 0.5)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  let onPage = 0;
  const header = () => {
    drawCells(headers, true, HEADER_FILL);
    onPage = 0;
  };

  // A header with no row under it would be left alone at the foot of the page.
  const first = rows[0];
  if (first && doc.y + heightOf(headers, true) + heightOf(first, false) > bottom()) doc.addPage();
  header();
  for (const row of rows) {
    if (doc.y + heightOf(row, false) > bottom()) {
      doc.addPage();
      header();
    }
    drawCells(row, false, onPage % 2 === 1 ? ZEBRA_FILL : null);
    onPage += 1;
  }
}
