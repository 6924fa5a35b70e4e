import type { PdfDoc } from './pdf-document';

export interface PdfColumn {
  header: string;
  /** Share of the printable width, e.g. 0.2. */
  width: number;
  align?: 'left' | 'right';
}

const ROW_GAP = 4;

/** Draws a table of text cells, repeating the header on every new page. */
export function drawTable(doc: PdfDoc, columns: readonly PdfColumn[], rows: readonly string[][]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = columns.map((c) => c.width * width);

  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#000000');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 4 }));
    const height = Math.max(...heights, 10) + ROW_GAP;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + 2, top, { width: w - 4, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc.x = left;
    doc.y = top + height;
    if (bold) {
      doc
        .moveTo(left, doc.y - 2)
        .lineTo(left + width, doc.y - 2)
        .strokeColor('#888888')
        .lineWidth(0.5)
        .stroke();
    }
  };

  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
}
