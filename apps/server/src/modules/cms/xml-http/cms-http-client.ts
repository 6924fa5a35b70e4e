import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  IsolatedCircuitError,
} from 'cockatiel';
import {
  CmsApiKeyRefusedError,
  CmsBrokenAnswerError,
  CmsErrorAnswer,
  CmsFailureError,
  CmsNotSentError,
  CmsUnavailableError,
} from './cms-errors';
import { CMS_MAX_BODY_BYTES, parseCmsAnswer, type CmsEnvelope } from './cms-xml-parser';

export type CmsCallOutcome = 'ok' | 'cmsError' | 'unavailable' | 'broken' | 'breakerOpen';
/** One CMS call; `operation` is the message name (the path's first segment), never an id. */
export type CmsCallMetric = { operation: string; outcome: CmsCallOutcome; ms: number };

export type CmsBreakerOptions = {
  /** Consecutive failures that open the breaker (default 5). */
  consecutiveFailures?: number;
  /** How long it stays open before one call may test the CMS again (default 10 s). */
  halfOpenAfterMs?: number;
};

export type CmsHttpClientOptions = {
  baseUrl: string;
  apiKey?: string;
  /** Bounds the whole call, headers and body (CMS_TIMEOUT_MS). */
  timeoutMs: number;
  breaker?: CmsBreakerOptions;
  metrics?: (metric: CmsCallMetric) => void;
  fetch?: typeof fetch;
};

export type CmsHttpClient = {
  get(path: string): Promise<CmsEnvelope>;
  post(path: string, xml: string): Promise<CmsEnvelope>;
  readonly breakerState: 'closed' | 'open' | 'halfOpen' | 'isolated';
};

const STATE_NAMES = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'halfOpen',
  [CircuitState.Isolated]: 'isolated',
} as const;

/**
 * One tenant's CMS over HTTP (docs/casino-system.md#transport). Answers the parsed envelope or throws
 * CmsUnavailableError, CmsBrokenAnswerError or CmsErrorAnswer. Its own circuit breaker (one client per
 * tenant, so a dead CMS opens only its tenant's breaker) answers at once while open, so a dead CMS costs no
 * pile-up of waiting requests (docs/design.md#casino-management-system-connector). An error answer proves
 * the CMS is up and never counts as a failure.
 */
export function createCmsHttpClient(options: CmsHttpClientOptions): CmsHttpClient {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const fetchImpl = options.fetch ?? fetch;
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof CmsFailureError),
    {
      halfOpenAfter: options.breaker?.halfOpenAfterMs ?? 10_000,
      breaker: new ConsecutiveBreaker(options.breaker?.consecutiveFailures ?? 5),
    },
  );

  async function exchange(method: 'GET' | 'POST', path: string, xml?: string) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const headers: Record<string, string> = { Accept: 'application/xml' };
    if (xml !== undefined) headers['Content-Type'] = 'application/xml; charset=utf-8';
    if (options.apiKey) headers['X-Api-Key'] = options.apiKey;
    try {
      const response = await fetchImpl(new URL(path, base), {
        method,
        headers,
        body: xml,
        signal: controller.signal,
        redirect: 'manual',
      });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 401) throw new CmsApiKeyRefusedError();
        throw new CmsUnavailableError(`HTTP ${response.status}`);
      }
      const type = response.headers.get('content-type');
      if (type && !/\bxml\b/i.test(type)) throw new CmsBrokenAnswerError(`content type ${type.slice(0, 60)}`);
      const text = await readBody(response);
      try {
        return parseCmsAnswer(text);
      } catch (error) {
        // Returned, not thrown, so the breaker counts it as the success it is: the CMS answered.
        if (error instanceof CmsErrorAnswer) return error;
        throw error;
      }
    } catch (error) {
      if (error instanceof CmsFailureError) throw error;
      if (!controller.signal.aborted && neverConnected(error)) {
        throw new CmsNotSentError(`request failed: ${describe(error)}`);
      }
      throw new CmsUnavailableError(
        controller.signal.aborted
          ? `no answer within ${options.timeoutMs} ms`
          : `request failed: ${describe(error)}`,
      );
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  async function call(method: 'GET' | 'POST', path: string, xml?: string): Promise<CmsEnvelope> {
    // Paths are relative to the tenant's base URL: one that could leave it is a bug in the caller.
    if (/^\/|^[a-z][\w+.-]*:|(^|\/)\.\.(\/|$)/i.test(path)) throw new TypeError(`Not a CMS path: ${path}`);
    const started = performance.now();
    let outcome: CmsCallOutcome = 'unavailable';
    try {
      const answer = await breaker.execute(() => exchange(method, path, xml));
      if (answer instanceof CmsErrorAnswer) {
        outcome = 'cmsError';
        throw answer;
      }
      outcome = 'ok';
      return answer;
    } catch (error) {
      if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
        outcome = 'breakerOpen';
        throw new CmsNotSentError('circuit breaker open');
      }
      if (error instanceof CmsBrokenAnswerError) outcome = 'broken';
      throw error;
    } finally {
      options.metrics?.({ operation: operationOf(path), outcome, ms: performance.now() - started });
    }
  }

  return {
    get: (path) => call('GET', path),
    post: (path, xml) => call('POST', path, xml),
    get breakerState() {
      return STATE_NAMES[breaker.state];
    },
  };
}

/** The body as UTF-8 text, read as a stream and abandoned past CMS_MAX_BODY_BYTES (a hostile answer). */
async function readBody(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > CMS_MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new CmsBrokenAnswerError(`body over ${CMS_MAX_BODY_BYTES} bytes (Content-Length)`);
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > CMS_MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new CmsBrokenAnswerError(`body over ${CMS_MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new CmsBrokenAnswerError('body is not UTF-8');
  }
}

/** Errors of a connection that was never made: nothing of the request can have reached the CMS. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function neverConnected(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code !== undefined && NOT_CONNECTED.has(code);
}

const operationOf = (path: string) => path.split(/[/?]/, 1)[0] || 'unknown';

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return (cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)).slice(0, 120);
}
