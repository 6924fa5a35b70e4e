/** What a request says about where it came from; its host comes from the Host header. */
export type RequestOrigin = { protocol: string; host: string };

const HOST_PATTERN = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/;

function parseHost(host: string): { hostname: string; port: string | undefined } | undefined {
  const match = HOST_PATTERN.exec(host.trim().toLowerCase());
  return match?.[1] ? { hostname: match[1], port: match[2] } : undefined;
}

/**
 * The portal origin to send a browser back to (docs/design.md#tenancy): the request's own origin only when
 * its host is one of the tenant's domains — an unknown Host falls back to DEFAULT_BRAND and must not
 * choose the redirect target — else the tenant's first domain. Any port is allowed, as for
 * {@link isTenantRedirect}, so dev servers on :8080 keep working.
 */
export function portalOrigin(request: RequestOrigin, domains: readonly string[]): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const parsed = parseHost(request.host);
  const port = parsed?.port ? `:${parsed.port}` : '';
  if (parsed && domains.includes(parsed.hostname)) return `${protocol}://${parsed.hostname}${port}`;
  const first = domains[0];
  if (!first) throw new Error('The tenant has no domain to redirect to.');
  return `${protocol}://${first}${port}`;
}

/** True for an http(s) URL, without credentials, on one of the tenant's domains (any port). */
export function isTenantRedirect(uri: string, domains: readonly string[]): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    domains.includes(url.hostname.toLowerCase())
  );
}
