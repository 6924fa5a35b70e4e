export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** docs/product.md#errors: `{errors: [...]}` gives a list; OAuth answers carry error_description. */
export function errorMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors))
    return record.errors.filter((item): item is string => typeof item === 'string');
  if (typeof record.error_description === 'string') return [record.error_description];
  if (typeof record.message === 'string') return [record.message];
  return [];
}
