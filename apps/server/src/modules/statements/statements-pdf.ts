import type { Language, StatementMovement, WinLossStatement } from '@patron/contracts';
import { renderPdf, type PdfDoc } from '../../lib/pdf/pdf-document';
import { drawTable } from '../../lib/pdf/pdf-table';
import { formatAmount, formatCents, formatDate, formatDateTime, statementTexts } from './statement-texts';

export type StatementHeader = {
  property: string;
  player: { name: string; patronId: string };
  generatedAt: Date;
  language: Language;
};

function drawHeader(doc: PdfDoc, title: string, header: StatementHeader, lines: string[]) {
  const t = statementTexts(header.language);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(header.property);
  doc.font('Helvetica-Bold').fontSize(13).text(title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${t.player}: ${header.player.name}`);
  doc.text(`${t.patronId}: ${header.player.patronId}`);
  for (const line of lines) doc.text(line);
  doc.text(`${t.generated}: ${formatDateTime(header.generatedAt, header.language)} UTC`);
  doc.moveDown();
}

/** docs/design.md#loyalty-api rewards statement of a period as a PDF. */
export function rewardsStatementPdf(
  header: StatementHeader,
  period: { from?: string | undefined; to?: string | undefined },
  movements: StatementMovement[],
  truncatedAt: number | null,
): Promise<Buffer> {
  const t = statementTexts(header.language);
  const lang = header.language;
  // The day the player chose is the bound's own date, whatever its offset from UTC.
  const day = (bound: string | undefined) =>
    bound ? formatDate(`${bound.slice(0, 10)}T12:00:00Z`, lang) : '…';
  const periodText = period.from || period.to ? `${day(period.from)} – ${day(period.to)}` : t.allActivity;
  return renderPdf(
    { title: `${header.property} ${t.rewardsTitle}`, author: header.property, language: lang },
    (doc) => {
      drawHeader(doc, t.rewardsTitle, header, [`${t.period}: ${periodText}`, t.datesInUtc]);
      if (movements.length === 0) {
        doc.font('Helvetica').fontSize(10).text(t.noMovements);
        return;
      }
      drawTable(
        doc,
        [
          { header: t.columns.date, width: 0.2 },
          { header: t.columns.currency, width: 0.14 },
          { header: t.columns.description, width: 0.3 },
          { header: t.columns.source, width: 0.12 },
          { header: t.columns.amount, width: 0.12, align: 'right' },
          { header: t.columns.balance, width: 0.12, align: 'right' },
        ],
        movements.map((m) => [
          formatDateTime(m.at, lang),
          t.currencies[m.currency],
          m.label,
          m.source,
          formatAmount(m.amount, m.currency, lang, true),
          formatAmount(m.balanceAfter, m.currency, lang),
        ]),
      );
      if (truncatedAt !== null) doc.moveDown().font('Helvetica').fontSize(9).text(t.truncated(truncatedAt));
    },
  );
}

/**
 * docs/design.md#casino-management-system-connector win/loss statement of a calendar year as a PDF, marked as
 * an estimate.
 */
export function winLossPdf(header: StatementHeader, statement: WinLossStatement): Promise<Buffer> {
  const t = statementTexts(header.language);
  const lang = header.language;
  const money = (cents: number) => formatCents(cents, lang);
  return renderPdf(
    {
      title: `${header.property} ${t.winLossTitle(statement.year)}`,
      author: header.property,
      language: lang,
    },
    (doc) => {
      drawHeader(doc, `${t.winLossTitle(statement.year)} (${t.estimate})`, header, []);
      doc.font('Helvetica-Bold').fontSize(11).text(t.totals);
      doc.font('Helvetica').fontSize(10);
      doc.text(`${t.sessions}: ${statement.totals.sessions}`);
      doc.text(`${t.played}: ${money(statement.totals.played)}`);
      doc.text(`${t.won}: ${money(statement.totals.won)}`);
      doc.font('Helvetica-Bold').text(`${t.net}: ${money(statement.totals.net)}`);
      doc.moveDown();
      if (statement.byGameType.length === 0) {
        doc.font('Helvetica').text(t.noPlay);
      } else {
        drawTable(
          doc,
          [
            { header: t.gameType, width: 0.28 },
            { header: t.sessions, width: 0.12, align: 'right' },
            { header: t.played, width: 0.2, align: 'right' },
            { header: t.won, width: 0.2, align: 'right' },
            { header: t.net, width: 0.2, align: 'right' },
          ],
          statement.byGameType.map((g) => [
            t.gameTypes[g.gameType],
            String(g.sessions),
            money(g.played),
            money(g.won),
            money(g.net),
          ]),
        );
      }
      doc.moveDown().font('Helvetica-Oblique').fontSize(9).fillColor('#000000');
      doc.text(statement.disclaimer, doc.page.margins.left);
    },
  );
}
