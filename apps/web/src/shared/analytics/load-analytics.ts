import { analyticsScriptUrls, analyticsTagsOf, type AnalyticsTags } from '@patron/contracts';
import type { AnalyticsMetadataItem } from './analytics-metadata';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * docs/product.md#metadata-and-brands: the tenant's analytics keys, from its GoogleAnalytics and
 * GoogleTagManager metadata.
 */
export function analyticsTagsFrom(items: AnalyticsMetadataItem[]): AnalyticsTags {
  const of = (type: string) => items.find((item) => item.type === type)?.metadata;
  return analyticsTagsOf(of('GoogleAnalytics'), of('GoogleTagManager'));
}

/**
 * Adds Google's tag scripts for the keys a tenant set, and nothing for a tenant without one. The
 * data layer is set up here rather than in Google's inline snippet, which our CSP forbids.
 */
export function installAnalytics(tags: AnalyticsTags, win: TagWindow = window): HTMLScriptElement[] {
  const urls = analyticsScriptUrls(tags);
  if (!urls.length) return [];
  const dataLayer = (win.dataLayer ??= []);
  if (tags.tagManagerKey) dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (tags.analyticsKey) {
    win.gtag ??= function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', tags.analyticsKey);
  }
  const doc = win.document;
  return urls
    .filter((url) => !doc.querySelector(`script[src="${url}"]`))
    .map((url) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      doc.head.appendChild(script);
      return script;
    });
}

/** Adds the tags the tenant's analytics metadata asks for. */
export function installAnalyticsFrom(items: AnalyticsMetadataItem[]): void {
  installAnalytics(analyticsTagsFrom(items));
}
