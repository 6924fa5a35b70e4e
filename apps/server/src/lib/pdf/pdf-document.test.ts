import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderPdf } from './pdf-document';
import { drawTable } from './pdf-table';

describe('renderPdf', () => {
  it('renders extractable text, a table over several pages and page numbers', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      `Línea ${i}`,
      `${i * 10}`,
    ]);
    const pdf = await renderPdf(
      { title: 'Estado de cuenta', author: 'Naskila', language: 'es-MX' },
      (doc) => {
        doc.font('Helvetica-Bold').fontSize(16).text('Estado de cuenta 2026');
        drawTable(
          doc,
          [
            { header: 'Fecha', width: 0.3 },
            { header: 'Concepto', width: 0.5 },
            { header: 'Puntos', width: 0.2, align: 'right' },
          ],
          rows,
        );
      },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Estado de cuenta 2026');
    expect(text).toContain('Línea 119');
    expect(text).toMatch(/1 \/ [2-9]/);
    expect(text.match(/Concepto/g)?.length ?? 0).toBeGreaterThan(1);
  });

  it('rejects when drawing throws', async () => {
    await expect(
      renderPdf({ title: 't', author: 'a', language: 'en-US' }, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
