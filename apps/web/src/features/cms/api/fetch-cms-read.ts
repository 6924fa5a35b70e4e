import { parseCmsXml, pathValue, type XmlParse } from '../xml/parse-cms-xml';

export type CmsReadAnswer = {
  status: number;
  parsed: XmlParse;
  /** An error answer's Body/Error (HTTP 200 and CMS errors alike: docs/casino-system.md#errors). */
  error?: { code: string; description: string };
};

/**
 * One read, straight from the browser to the casino system: plain fetch, never the app's client,
 * so no Authorization header goes with it (the spec's test API takes none) and no cookie either.
 */
export async function fetchCmsRead(
  baseUrl: string,
  path: string,
  signal?: AbortSignal,
): Promise<CmsReadAnswer> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/${path}`, {
    headers: { Accept: 'application/xml' },
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  const parsed = parseCmsXml(await res.text());
  if (!parsed.ok) return { status: res.status, parsed };
  const error = pathValue(parsed.value, 'CRMAcresMessage', 'Body', 'Error');
  const code = pathValue(error, 'ErrorCode');
  const description = pathValue(error, 'ErrorDescription');
  return {
    status: res.status,
    parsed,
    ...(typeof code === 'string'
      ? { error: { code, description: typeof description === 'string' ? description : '' } }
      : {}),
  };
}
