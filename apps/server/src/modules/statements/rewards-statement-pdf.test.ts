import { describe, expect, it } from 'vitest';
import { pdfImageCount, pdfPages } from '../../test/pdf-text';
import { rewardsStatementPdf } from './rewards-statement-pdf';
import { englishOnlyLabels, labelsIn } from './statement-pdf-labels.test-helpers';
import { movements, statementHeader } from './statement-pdf.test-helpers';

const HEADER = 'Date Type Currency Description Source Amount Balance';
const rowsOn = (page: string) => [...page.matchAll(/session (\d+)/g)].map((m) => Number(m[1]));

describe('the rewards statement PDF', () => {
  it('fills two pages with two pages, each with the header, rows and its footer', async () => {
    const pages = await pdfPages(
      await rewardsStatementPdf(statementHeader('en-US'), {}, movements(45), null),
    );
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(HEADER);
      expect(rowsOn(page).length, `page ${i + 1}`).toBeGreaterThan(0);
      expect(page).toContain(`Test Harbour Casino · Page ${i + 1} of 2`);
    });
    expect([...rowsOn(pages[0]!), ...rowsOn(pages[1]!)]).toEqual(movements(45).map((_, i) => i + 1));
  });

  it('prints the property and its address, the player and their mailing address on the first page', async () => {
    const [first] = await pdfPages(
      await rewardsStatementPdf(statementHeader('en-US'), {}, movements(3), null),
    );
    expect(first).toContain('Test Harbour Casino 1 Tidepool Way Harbor Springs, OR 97420');
    expect(first).toContain('MAILING ADDRESS Test Player 120 Lakeview Drive Harbor Springs, OR 97420');
    expect(first).toContain('Player ID: 1000001');
    expect(first).toContain(
      "Dates and times are in the property's time zone (Pacific Time, America/Los_Angeles).",
    );
    // 18:30 UTC is 10:30 in the morning at the property.
    expect(first).toContain('Generated: Mar 2, 2026, 10:30 AM');
  });

  it('names sources and kinds in words', async () => {
    const [page] = await pdfPages(
      await rewardsStatementPdf(statementHeader('en-US'), {}, movements(7), null),
    );
    for (const word of [
      'Casino system',
      'Portal',
      'Promotion',
      'Casino staff',
      'Automatic',
      'Earned',
      'Redeemed',
    ])
      expect(page).toContain(word);
    expect(page).not.toMatch(/\bcms\b|staff:|\bearn\b/);
  });

  it('embeds the raster logo, and sets the name in the brand colours without one', async () => {
    const withLogo = await rewardsStatementPdf(
      statementHeader('en-US', { logo: true }),
      {},
      movements(3),
      null,
    );
    expect(pdfImageCount(withLogo)).toBeGreaterThan(0);
    const without = await rewardsStatementPdf(statementHeader('en-US'), {}, movements(3), null);
    expect(pdfImageCount(without)).toBe(0);
    expect((await pdfPages(without))[0]?.startsWith('Test Harbour Casino Test Harbour Casino')).toBe(true);
  });

  it('is all Spanish in es-MX, the sources too', async () => {
    const header = {
      ...statementHeader('es-MX'),
      player: { ...statementHeader('es-MX').player, name: 'Lucía Hernández' },
    };
    const pages = await pdfPages(
      await rewardsStatementPdf(
        header,
        { from: '2026-01-01' },
        movements(45, 'Juego en tragamonedas, sesión'),
        5000,
      ),
    );
    for (const page of pages) {
      expect(page).toContain('Fecha Tipo Moneda Concepto Origen Importe Saldo');
      expect(page).toMatch(/sesión \d+/);
    }
    const text = pages.join(' ');
    expect(text).toContain('Sistema del casino');
    expect(text).toContain('Personal del casino');
    expect(text).toContain('DOMICILIO POSTAL Lucía Hernández');
    expect(text).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(labelsIn(text, englishOnlyLabels())).toEqual([]);
  });
});
