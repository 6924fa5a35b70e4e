import type { WinLossStatement } from '@patron/contracts';
import type { PdfDoc } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-document';
import { drawTable } from '../../lib/pdf/pdf-table';
import { formatCents, formatDate, formatDateTime, zoneName } from './statement-format';
import type { StatementHeader } from './statement-header';
import { drawLetterhead } from './statement-letterhead-pdf';
import { statementTexts } from './statement-texts';

function heading(doc: PdfDoc, text: string) {
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(text, doc.page.margins.left);
  doc.moveDown(0.3);
}

/**
 * docs/design.md#casino-management-system-connector win/loss statement of a calendar year of gaming days as
 * a PDF, marked as an estimate: the figures a tax preparer asks for, then what they rest on.
 */
export function winLossPdf(header: StatementHeader, statement: WinLossStatement): Promise<Buffer> {
  const t = statementTexts(header.language);
  const lang = header.language;
  const zone = header.property.timeZone;
  const money = (cents: number) => formatCents(cents, lang);
  const count = (n: number) => new Intl.NumberFormat(lang).format(n);
  const title = t.winLossTitle(statement.year);
  const gamingDays = t.gamingDays(
    formatDate(`${statement.year}-01-01T12:00:00Z`, lang),
    formatDate(`${statement.year}-12-31T12:00:00Z`, lang),
  );
  return renderPdf(
    {
      title: `${header.property.name} ${title}`,
      author: header.property.name,
      language: lang,
      footer: (page, pages) => t.footer(header.property.name, page, pages),
    },
    (doc) => {
      drawLetterhead(doc, `${title} (${t.estimate})`, header, [
        [t.patronId, header.player.patronId],
        [t.gamingPeriod, gamingDays],
        [t.timeZone, zoneName(zone, lang)],
        [t.generated, formatDateTime(header.generatedAt, lang, zone)],
      ]);

      heading(doc, t.summary);
      drawTable(
        doc,
        [
          { header: t.gamingPeriod, width: 0.6 },
          { header: String(statement.year), width: 0.4, align: 'right' },
        ],
        [
          [t.sessions, count(statement.totals.sessions)],
          [t.played, money(statement.totals.played)],
          [t.won, money(statement.totals.won)],
          [t.net, money(statement.totals.net)],
        ],
      );
      doc.moveDown(0.4).font('Helvetica').fontSize(8.5).fillColor('#374151').text(t.netMeaning);

      heading(doc, t.byGameType);
      if (statement.byGameType.length === 0) {
        doc.font('Helvetica').fontSize(10).text(t.noPlay);
      } else {
        drawTable(
          doc,
          [
            { header: t.gameType, width: 0.2 },
            { header: t.category, width: 0.16 },
            { header: t.sessions, width: 0.13, align: 'right' },
            { header: t.played, width: 0.19, align: 'right' },
            { header: t.won, width: 0.16, align: 'right' },
            { header: t.net, width: 0.16, align: 'right' },
          ],
          statement.byGameType.map((g) => [
            t.gameTypes[g.gameType],
            t.categories[g.category],
            count(g.sessions),
            money(g.played),
            money(g.won),
            money(g.net),
          ]),
        );
      }

      doc.moveDown(1.2).font('Helvetica-Bold').fontSize(9).fillColor('#000000');
      doc.text(t.notice, doc.page.margins.left);
      heading(doc, t.propertyNotice);
      doc.font('Helvetica-Oblique').fontSize(9).text(statement.disclaimer);
    },
  );
}
