import { Worker } from 'node:worker_threads';
import type { StatementMovement, WinLossStatement } from '@patron/contracts';
import { TooManyRequestsError } from '../../lib/errors';
import type { StatementHeader } from './statement-header';

export type StatementPdfJob =
  | {
      kind: 'rewards';
      header: StatementHeader;
      period: { from?: string | undefined; to?: string | undefined };
      movements: StatementMovement[];
      truncatedAt: number | null;
    }
  | { kind: 'winLoss'; header: StatementHeader; statement: WinLossStatement };

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/** Loads the TypeScript worker through tsx's API, as the server itself runs (plain CommonJS). */
function workerSource(): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./statement-pdf.worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
}

/** A player's statements drawn at once: one, and one more waiting; a third is refused. */
const PER_PLAYER = 2;

/**
 * Statement PDFs drawn on a worker thread of their own (a 6,000-movement statement took 6–8 s
 * of main thread), one job at a time in arrival order, a player's own one after another. The
 * worker starts on first use, runs the TypeScript sources through tsx as the server does, and
 * keeps the process alive only while it has work; a lost worker fails its jobs and the next job
 * starts a new one.
 */
export function createStatementPdfRenderer() {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const perPlayer = new Map<string, number>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(workerSource(), { eval: true, execArgv: [] });
    started.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (!job) return;
      if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else job.reject(new Error(`statement PDF: ${error}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`statement PDF worker stopped (${code})`));
    });
    return started;
  }

  function draw(job: StatementPdfJob): Promise<Buffer> {
    worker ??= start();
    worker.ref();
    const id = nextId++;
    const answer = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, job });
    return answer;
  }

  return {
    /** Draws `job` for `player` (tenant and player id), or refuses a player with two under way. */
    async render(player: string, job: StatementPdfJob): Promise<Buffer> {
      const mine = perPlayer.get(player) ?? 0;
      if (mine >= PER_PLAYER)
        throw new TooManyRequestsError('Your statement is being prepared; please wait for it.', 5);
      perPlayer.set(player, mine + 1);
      try {
        return await draw(job);
      } finally {
        const left = (perPlayer.get(player) ?? 1) - 1;
        if (left === 0) perPlayer.delete(player);
        else perPlayer.set(player, left);
      }
    },

    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
export type StatementPdfRenderer = ReturnType<typeof createStatementPdfRenderer>;
