import type { StatementMovement } from '@patron/contracts';
import { renderPdf } from '../../lib/pdf/pdf-document';
import { drawTable } from '../../lib/pdf/pdf-table';
import { formatAmount, formatDate, formatDateTime, zoneName } from './statement-format';
import type { StatementHeader } from './statement-header';
import { drawLetterhead } from './statement-letterhead-pdf';
import { sourceKindOf, statementTexts } from './statement-texts';

/** docs/design.md#loyalty-api rewards statement of a period as a PDF. */
export function rewardsStatementPdf(
  header: StatementHeader,
  period: { from?: string | undefined; to?: string | undefined },
  movements: StatementMovement[],
  truncatedAt: number | null,
): Promise<Buffer> {
  const t = statementTexts(header.language);
  const lang = header.language;
  const zone = header.property.timeZone;
  // The day the player chose is the bound's own date, whatever its offset from UTC.
  const day = (bound: string | undefined) =>
    bound ? formatDate(`${bound.slice(0, 10)}T12:00:00Z`, lang) : '…';
  const periodText = period.from || period.to ? `${day(period.from)} – ${day(period.to)}` : t.allActivity;
  return renderPdf(
    {
      title: `${header.property.name} ${t.rewardsTitle}`,
      author: header.property.name,
      language: lang,
      footer: (page, count) => t.footer(header.property.name, page, count),
    },
    (doc) => {
      drawLetterhead(doc, t.rewardsTitle, header, [
        [t.patronId, header.player.patronId],
        [t.period, periodText],
        [t.generated, formatDateTime(header.generatedAt, lang, zone)],
      ]);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#000000')
        .text(t.timesIn(zoneName(zone, lang)));
      doc.moveDown(0.6);
      if (movements.length === 0) {
        doc.font('Helvetica').fontSize(10).text(t.noMovements);
        return;
      }
      drawTable(
        doc,
        [
          { header: t.columns.date, width: 0.21 },
          { header: t.columns.kind, width: 0.13 },
          { header: t.columns.currency, width: 0.11 },
          { header: t.columns.description, width: 0.19 },
          { header: t.columns.source, width: 0.14 },
          { header: t.columns.amount, width: 0.11, align: 'right' },
          { header: t.columns.balance, width: 0.11, align: 'right' },
        ],
        movements.map((m) => [
          formatDateTime(m.at, lang, zone),
          t.kinds[m.kind],
          t.currencies[m.currency],
          m.label,
          t.sources[sourceKindOf(m.source)],
          formatAmount(m.amount, m.currency, lang, true),
          formatAmount(m.balanceAfter, m.currency, lang),
        ]),
      );
      if (truncatedAt !== null) doc.moveDown().font('Helvetica').fontSize(9).text(t.truncated(truncatedAt));
    },
  );
}
