import { parentPort } from 'node:worker_threads';
import { rewardsStatementPdf } from './rewards-statement-pdf';
import { winLossPdf } from './win-loss-pdf';
import type { StatementPdfJob } from './statement-pdf-renderer';

// Runs in its own thread: a long statement's drawing never holds up the server's event loop.
parentPort?.on('message', async ({ id, job }: { id: number; job: StatementPdfJob }) => {
  try {
    const pdf =
      job.kind === 'rewards'
        ? await rewardsStatementPdf(job.header, job.period, job.movements, job.truncatedAt)
        : await winLossPdf(job.header, job.statement);
    // A copy of its own: a small Buffer shares Node's pool, which must not be moved away.
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
