import { drawBrandMark } from '../../lib/pdf/pdf-brand-mark';
import type { PdfDoc } from '../../lib/pdf/pdf-document';
import type { StatementHeader } from './statement-header';
import { statementTexts } from './statement-texts';

const MARK = { width: 220, height: 46 };

/**
 * The first page's top, as a tax preparer files it: the property's mark and address, the title, the
 * player's name and mailing address on the left and the statement's facts on the right.
 */
export function drawLetterhead(
  doc: PdfDoc,
  title: string,
  header: StatementHeader,
  facts: readonly (readonly [string, string])[],
): void {
  const t = statementTexts(header.language);
  const { property, player } = header;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;

  drawBrandMark(
    doc,
    { name: property.name, image: property.logo?.data ?? null, colours: property.colours },
    left,
    top,
    MARK,
  );
  const column = { x: left + width / 2, width: width / 2 };
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  doc.text(property.name, column.x, top, { width: column.width, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const line of property.addressLines)
    doc.text(line, column.x, doc.y, { width: column.width, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, top + MARK.height) + 18;

  doc.font('Helvetica-Bold').fontSize(16).text(title, left, doc.y, { width });
  doc.moveDown(0.6);

  const blockTop = doc.y;
  const factsX = left + width * 0.55;
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#4b5563');
  doc.text((player.addressLines.length ? t.mailingAddress : t.player).toUpperCase(), left, blockTop, {
    width: width * 0.5,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(player.name, { width: width * 0.5 });
  doc.font('Helvetica');
  for (const line of player.addressLines) doc.text(line, { width: width * 0.5 });
  const leftBottom = doc.y;

  doc.y = blockTop;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${label}: `, factsX, doc.y, {
        width: width * 0.45,
        continued: true,
      });
    doc.font('Helvetica').text(value);
  }
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#9ca3af')
    .lineWidth(0.75)
    .stroke();
  doc.y += 10;
}
