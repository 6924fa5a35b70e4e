/**
 * Lighthouse 12, mobile preset with simulated throttling (its default), in Debian's Chromium with the
 * flags of the e2e config. Each run starts cold: HTTP cache, service workers and Cache Storage of the
 * origin are cleared first; `prepare` may then seed local storage (a signed-in session).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  jsGzipBytes: number;
  jsFiles: number;
  scripts: string[];
  /** Lighthouse bootup-time: main-thread ms per script (last run), the biggest first. */
  bootup: { url: string; total: number; scripting: number }[];
}

type Lhr = {
  runtimeError?: { code?: string; message?: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      errorMessage?: string;
      details?: { items?: { url: string; resourceType?: string; total?: number; scripting?: number }[] };
    }
  >;
};

/** Fetched over loopback with the page's Host: Node does not resolve `{brand}.localhost`. */
function gzipSizeOf(url: string): Promise<number> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname + search, headers: { Host: host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(gzipSync(Buffer.concat(chunks), { level: 9 }).length));
      })
      .on('error', reject);
  });
}

/** The median of the runs that gave a figure: a run Lighthouse could not measure is left out. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const FAILED_RUN: Figures = {
  score: NaN,
  lcpMs: NaN,
  tbtMs: NaN,
  jsGzipBytes: NaN,
  jsFiles: NaN,
  scripts: [],
  bootup: [],
};

export type Prepare = (origin: string, page: import('puppeteer-core').Page) => Promise<void>;

/**
 * One cold Lighthouse run of `url` in the Chrome listening on `port` (`browser` connected to it):
 * the origin's HTTP cache and storage cleared, then `prepare` (a signed-in session, say).
 */
export async function runLighthouse(
  browser: import('puppeteer-core').Browser,
  port: number,
  url: string,
  prepare?: Prepare,
) {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (prepare) await prepare(origin, page);
  await page.close();
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(prepare),
  });
}

/**
 * One Chrome for a whole benchmark, measuring one cold Lighthouse run at a time: the benchmark
 * alternates the floor and the pages run by run, so a machine that slows down mid-run (another
 * process, a noisy neighbour) weighs on each of them alike. JS is fetched again and gzipped here.
 */
export async function openLighthouse() {
  // The benchmark closes Chrome itself, on Ctrl-C too, after its own servers (chrome-launcher's own
  // handler would exit the process first).
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const browser = await puppeteer
    .connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    .catch((error: unknown) => {
      chrome.kill();
      throw error;
    });
  return {
    async run(url: string, prepare?: Prepare): Promise<Figures> {
      const result = await runLighthouse(browser, chrome.port, url, prepare);
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      if (lhr.categories.performance.score === null) {
        const failed = Object.entries(lhr.audits)
          .filter(([, audit]) => audit.errorMessage)
          .map(([id, audit]) => `${id}: ${audit.errorMessage}`);
        console.warn(
          `a run of ${url}: no performance score, left out of the median (${lhr.runtimeError?.message ?? (failed.join('; ') || 'no reason given')})`,
        );
      }
      // A page that failed to load measured nothing: none of its figures enter a median.
      if (lhr.runtimeError) return FAILED_RUN;
      const lcpError = lhr.audits['largest-contentful-paint']?.errorMessage;
      if (lcpError) console.warn(`a run of ${url}: no LCP (${lcpError}), left out of the LCP median`);
      const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .map((item) => item.url);
      const sizes = await Promise.all(scripts.map(gzipSizeOf));
      return {
        // A run without a score is left out of the median (as one without an LCP), not counted as 0.
        score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        jsGzipBytes: sizes.reduce((a, b) => a + b, 0),
        jsFiles: scripts.length,
        scripts,
        bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
          url: item.url,
          total: Math.round(item.total ?? 0),
          scripting: Math.round(item.scripting ?? 0),
        })),
      };
    },
    async close() {
      try {
        await browser.disconnect();
      } finally {
        chrome.kill();
      }
    },
  };
}

/** The median of each figure over a page's runs; scripts and bootup of its last run that measured. */
export function summarize(results: Figures[]): Figures {
  const last = results.findLast((r) => r.scripts.length > 0);
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    jsGzipBytes: median(results.map((r) => r.jsGzipBytes)),
    jsFiles: median(results.map((r) => r.jsFiles)),
    scripts: last?.scripts ?? [],
    bootup: last?.bootup ?? [],
  };
}
