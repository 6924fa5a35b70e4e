import { http } from '../http/http';
import { paths } from '../http/paths';

export type AnalyticsMetadataItem = { type: string; metadata: unknown };

/** docs/product.md#metadata-and-brands: the tenant's GoogleAnalytics and GoogleTagManager metadata. */
export function fetchAnalyticsMetadata(): Promise<AnalyticsMetadataItem[]> {
  return http.request<AnalyticsMetadataItem[]>(paths.metadata(['GoogleAnalytics', 'GoogleTagManager']), {
    suppressErrors: true,
    anonymous: true,
  });
}

/**
 * First load: a tenant whose analytics metadata sets no value (the seed's empty keys) cannot have a
 * tag, so the tag module is not fetched for it; which keys count is that module's to decide.
 */
export function setsAnyValue(items: AnalyticsMetadataItem[]): boolean {
  const filled = (value: unknown): boolean => {
    if (typeof value === 'string') return value.trim() !== '';
    return typeof value === 'object' && value !== null && Object.values(value).some(filled);
  };
  return items.some((item) => filled(item.metadata));
}
