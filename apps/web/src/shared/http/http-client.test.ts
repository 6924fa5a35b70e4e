import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './http-client';
import { HttpError } from './http-error';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(refreshResult: () => Promise<string | null>) {
  let token = 'old';
  const seen: { url: string; auth: string | undefined; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({ url, auth: headers.Authorization, headers });
    await new Promise((resolve) => setTimeout(resolve, 5));
    return headers.Authorization === 'Bearer new' ? json(200, { url }) : json(401, { errors: ['expired'] });
  });
  const refreshAccessToken = vi.fn(async () => {
    const next = await refreshResult();
    if (next) token = next;
    return next;
  });
  const deps: HttpClientDeps = {
    fetch: fetchMock,
    getAccessToken: () => token,
    getLocale: () => 'es-MX',
    getTarget: () => 'naskila',
    refreshAccessToken,
    onRefreshFailed: vi.fn(() => {
      token = '';
    }),
    showError: vi.fn(),
  };
  return { client: createHttpClient(deps), deps, fetchMock, refreshAccessToken, seen };
}

describe('http client 401 handling', () => {
  it('sends Locale, X-Target and the bearer token', async () => {
    const { client, seen } = setup(async () => 'new');
    await client.request('/api/a');
    expect(seen[0]?.headers).toMatchObject({
      Locale: 'es-MX',
      'X-Target': 'naskila',
      Authorization: 'Bearer old',
    });
  });

  it('refreshes once for several concurrent 401s and retries every request', async () => {
    const { client, refreshAccessToken, seen } = setup(
      () => new Promise((resolve) => setTimeout(() => resolve('new'), 20)),
    );
    const results = await Promise.all(
      ['/api/a', '/api/b', '/api/c'].map((url) => client.request<{ url: string }>(url)),
    );
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.url)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(seen.filter((s) => s.auth === 'Bearer new')).toHaveLength(3);
  });

  it('makes a request started during the refresh wait for the new token', async () => {
    const { client, refreshAccessToken, seen } = setup(
      () => new Promise((resolve) => setTimeout(() => resolve('new'), 30)),
    );
    const first = client.request('/api/a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = client.request('/api/b');
    await Promise.all([first, second]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.url === '/api/b').map((s) => s.auth)).toEqual(['Bearer new']);
  });

  it('signs out once the refresh fails and rejects every waiting request', async () => {
    const { client, deps, refreshAccessToken } = setup(
      () => new Promise((_, reject) => setTimeout(() => reject(new HttpError(400, {})), 20)),
    );
    const results = await Promise.allSettled(['/api/a', '/api/b'].map((url) => client.request(url)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(deps.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails on the network (offline)', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client, deps } = setup(() => Promise.reject(offline));
    const results = await Promise.allSettled(['/api/a', '/api/b'].map((url) => client.request(url)));
    expect(results).toEqual([
      { status: 'rejected', reason: offline },
      { status: 'rejected', reason: offline },
    ]);
    expect(deps.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('never refreshes for the oauth calls themselves', async () => {
    const { client, refreshAccessToken, seen } = setup(async () => 'new');
    await expect(
      client.request('/oauth/token', { method: 'POST', form: { a: '1' }, anonymous: true }),
    ).rejects.toThrow();
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(seen[0]?.auth).toBeUndefined();
  });

  it('shows each message of an errors array as an error toast', async () => {
    const deps = setup(async () => 'new').deps;
    const client = createHttpClient({ ...deps, fetch: async () => json(400, { errors: ['one', 'two'] }) });
    await expect(client.request('/api/x')).rejects.toThrow();
    expect(deps.showError).toHaveBeenCalledWith('one');
    expect(deps.showError).toHaveBeenCalledWith('two');
  });
});

describe('http client extras for rewards', () => {
  it('sends extra headers such as the Idempotency-Key', async () => {
    const { client, seen } = setup(async () => 'new');
    await client.request('/api/x', { headers: { 'Idempotency-Key': 'k-12345678' } }).catch(() => null);
    expect(seen[0]?.headers['Idempotency-Key']).toBe('k-12345678');
  });

  it('answers a blob for binary content, and still reads {errors} when it fails', async () => {
    const deps = setup(async () => 'new').deps;
    const png = new Uint8Array([137, 80, 78, 71]);
    const ok = createHttpClient({ ...deps, fetch: async () => new Response(png, { status: 200 }) });
    const blob = await ok.request<Blob>('/api/codeimage/A', { responseType: 'blob' });
    expect(blob.size).toBe(4);
    const failing = createHttpClient({
      ...deps,
      fetch: async () => json(404, { errors: ['Reward not found.'] }),
    });
    await expect(failing.request('/api/codeimage/B', { responseType: 'blob' })).rejects.toThrow('HTTP 404');
    expect(deps.showError).toHaveBeenCalledWith('Reward not found.');
  });
});

describe('http client: what a request waits for before its fetch', () => {
  function withBeforeFetch() {
    let resume: () => void = () => {};
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    const client = createHttpClient({
      fetch: fetchMock,
      getAccessToken: () => 'token',
      getLocale: () => 'en-US',
      getTarget: () => null,
      refreshAccessToken: async () => null,
      onRefreshFailed: vi.fn(),
      showError: vi.fn(),
      beforeFetch: () => new Promise<void>((resolve) => (resume = resolve)),
    });
    return { client, fetchMock, resume: () => resume() };
  }

  it('calls fetch only once beforeFetch has resolved', async () => {
    const { client, fetchMock, resume } = withBeforeFetch();
    const answer = client.request('/api/profile/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    resume();
    expect(await answer).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("calls fetch in the caller's task for an immediate request", async () => {
    const { client, fetchMock } = withBeforeFetch();
    const answer = client.request('/api/profile/', { immediate: true });
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await answer).toEqual({ ok: true });
  });
});
