import { describe, expect, it } from 'vitest';
import { pdfImageCount, pdfPages } from '../../test/pdf-text';
import { englishOnlyLabels, labelsIn } from './statement-pdf-labels.test-helpers';
import { statementHeader, winLossStatement } from './statement-pdf.test-helpers';
import { winLossPdf } from './win-loss-pdf';

describe('the win/loss statement PDF', () => {
  it('is one page with the period, its zone, the totals a tax preparer asks for and the disclaimer', async () => {
    const pdf = await winLossPdf(
      statementHeader('en-US', { logo: true }),
      winLossStatement('The property says so.'),
    );
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(pdfImageCount(pdf)).toBeGreaterThan(0);
    expect(page).toContain('Win/loss statement 2025 (ESTIMATE)');
    expect(page).toContain('Gaming period: Jan 1, 2025 – Dec 31, 2025 (gaming days)');
    expect(page).toContain('Time zone: Pacific Time, America/Los_Angeles');
    expect(page).toContain('Rated sessions 52');
    expect(page).toContain('Total wagered (coin-in) $17,300.00');
    expect(page).toContain('Total won $16,100.00');
    expect(page).toContain('Net win/loss -$1,200.00');
    expect(page).toContain('Blackjack Table games 12 $4,800.00 $5,100.00 $300.00');
    expect(page).toContain(
      'This statement is provided for your information. It is based on rated play recorded by the casino ' +
        'system and may not reflect all gaming activity. Consult a tax professional.',
    );
    expect(page).toContain('From the property The property says so.');
    expect(page).toContain('Test Harbour Casino 1 Tidepool Way Harbor Springs, OR 97420');
    expect(page).toContain('MAILING ADDRESS Test Player 120 Lakeview Drive Harbor Springs, OR 97420');
    expect(page).toContain('Test Harbour Casino · Page 1 of 1');
  });

  it('is all Spanish in es-MX', async () => {
    const header = {
      ...statementHeader('es-MX'),
      player: { ...statementHeader('es-MX').player, name: 'Lucía Hernández' },
    };
    const [page] = await pdfPages(await winLossPdf(header, winLossStatement('Aviso de prueba.')));
    expect(page).toContain('Periodo de juego: 1 ene 2025 – 31 dic 2025 (días de juego)');
    expect(page).toContain('Zona horaria: hora del Pacífico, America/Los_Angeles');
    expect(page).toContain('Consulta a un asesor fiscal.');
    expect(page).toContain('Página 1 de 1');
    expect(labelsIn(page!, englishOnlyLabels())).toEqual([]);
  });

  it('says postal address and tax practitioner in en-ZW', async () => {
    const [page] = await pdfPages(await winLossPdf(statementHeader('en-ZW'), winLossStatement('x')));
    expect(page).toContain('POSTAL ADDRESS Test Player');
    expect(page).toContain('Please consult a registered tax practitioner.');
  });
});
