import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pdfImageCount, pdfPages, pdfText } from '../../test/pdf-text';
import { drawBrandMark } from './pdf-brand-mark';
import { renderPdf } from './pdf-document';
import { drawTable, type PdfColumn } from './pdf-table';

const COLUMNS: PdfColumn[] = [
  { header: 'Fecha', width: 0.3 },
  { header: 'Concepto', width: 0.5 },
  { header: 'Puntos', width: 0.2, align: 'right' },
];
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    `Línea ${i}`,
    `${i * 10}`,
  ]);

const table = (count: number) =>
  renderPdf(
    {
      title: 'Estado de cuenta',
      author: 'Naskila',
      language: 'es-MX',
      footer: (p, n) => `Página ${p} de ${n}`,
    },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Estado de cuenta 2026');
      drawTable(doc, COLUMNS, rows(count));
    },
  );

/** The rows a page shows, by the "Línea n" of each. */
const rowsOn = (page: string) => [...page.matchAll(/Línea (\d+)/g)].map((m) => Number(m[1]));

describe('renderPdf', () => {
  it('renders extractable text, a table over several pages and page numbers', async () => {
    const pdf = await table(120);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Estado de cuenta 2026');
    expect(text).toContain('Línea 119');
    expect(text).toMatch(/Página 1 de [2-9]/);
  });

  it('adds no page for the footers: a table that fills two pages has two, each with rows and its header', async () => {
    const one = await pdfPages(await table(5));
    expect(one).toHaveLength(1);
    expect(one[0]).toContain('Página 1 de 1');

    const pages = await pdfPages(await table(70));
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('Fecha Concepto Puntos');
      expect(rowsOn(page).length, `page ${i + 1}`).toBeGreaterThan(0);
      expect(page).toContain(`Página ${i + 1} de 2`);
    });
    expect([...rowsOn(pages[0]!), ...rowsOn(pages[1]!)]).toEqual(rows(70).map((_, i) => i));
  });

  it('moves a header that would stand alone at the foot of a page to the next page', async () => {
    const pdf = await renderPdf({ title: 't', author: 'a', language: 'es-MX' }, (doc) => {
      doc.y = doc.page.height - doc.page.margins.bottom - 20;
      drawTable(doc, COLUMNS, rows(3));
    });
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Fecha');
    expect(pages[1]).toContain('Fecha Concepto Puntos');
  });

  it('rejects when drawing throws', async () => {
    await expect(
      renderPdf({ title: 't', author: 'a', language: 'en-US' }, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

describe('drawBrandMark', () => {
  const mark = (image: Uint8Array | null) =>
    renderPdf({ title: 't', author: 'a', language: 'en-US' }, (doc) =>
      drawBrandMark(
        doc,
        { name: 'Cedar Hollow Casino', image, colours: { primary: '#14532d', onPrimary: '#ffffff' } },
        48,
        48,
        {
          width: 200,
          height: 40,
        },
      ),
    );

  it('sets the name in the brand colours when there is no raster logo', async () => {
    const pdf = await mark(null);
    expect(pdfImageCount(pdf)).toBe(0);
    expect(await pdfText(pdf)).toContain('Cedar Hollow Casino');
  });

  it('embeds a PNG logo as an image', async () => {
    const png = new PNG({ width: 8, height: 4 });
    png.data.fill(200);
    expect(pdfImageCount(await mark(new Uint8Array(PNG.sync.write(png))))).toBeGreaterThan(0);
  });
});
