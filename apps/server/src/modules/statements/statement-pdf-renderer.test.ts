import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../../lib/errors';
import { createStatementPdfRenderer, type StatementPdfJob } from './statement-pdf-renderer';
import { movements, statementHeader } from './statement-pdf.test-helpers';

vi.setConfig({ testTimeout: 120_000 });
const renderer = createStatementPdfRenderer();
afterAll(() => renderer.close());

function statementOf(count: number): StatementPdfJob {
  return {
    kind: 'rewards',
    header: statementHeader('en-US'),
    period: {},
    movements: movements(count),
    truncatedAt: null,
  };
}

describe('the statement PDF renderer', () => {
  it('draws a PDF on another thread: the event loop stays free while it draws', async () => {
    const before = performance.eventLoopUtilization();
    const pdf = await renderer.render('tenant:player-1', statementOf(6000));
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(100_000);
    // Drawn on this thread, the loop is busy nearly all the time (measured 0.9 and more).
    console.info(`event loop busy ${(busy * 100).toFixed(0)}% of the drawing`);
    expect(busy).toBeLessThan(0.5);
  });

  it("draws a player's statements one after another and refuses a third under way", async () => {
    const first = renderer.render('tenant:player-2', statementOf(500));
    const second = renderer.render('tenant:player-2', statementOf(10));
    await expect(renderer.render('tenant:player-2', statementOf(10))).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    const someoneElse = renderer.render('tenant:player-3', statementOf(10));
    await Promise.all([first, second, someoneElse]);
    const again = await renderer.render('tenant:player-2', statementOf(10));
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
