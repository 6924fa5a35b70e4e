/**
 * docs/product.md#metadata-and-brands "Analytics scripts are loaded from the keys in metadata": which Google
 * tags a tenant's GoogleAnalytics / GoogleTagManager metadata asks for, and the hosts those tags need
 * (docs/design.md#identity-and-sessions: the CSP is widened for exactly these, and only for a tenant with a
 * key). A malformed key counts as none, so metadata can never put an arbitrary string into a script URL.
 */
const ANALYTICS_KEY = /^G-[A-Z0-9]{4,20}$/;
const TAG_MANAGER_KEY = /^GTM-[A-Z0-9]{4,12}$/;

export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Google's CSP guidance for GA4 and Tag Manager: the tag script, its beacons and its pixels. */
export const ANALYTICS_CSP_SOURCES = {
  scriptSrc: [ANALYTICS_SCRIPT_ORIGIN],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export type AnalyticsTags = { analyticsKey?: string; tagManagerKey?: string };

const text = (value: unknown, key: string): string | undefined => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v.trim() : undefined;
};

/** The tags to load from the GoogleAnalytics and GoogleTagManager metadata (either may be absent). */
export function analyticsTagsOf(googleAnalytics: unknown, googleTagManager: unknown): AnalyticsTags {
  const analyticsKey = text(googleAnalytics, 'analyticsKey');
  const containerId = text(googleTagManager, 'containerId');
  const gtmEnabled =
    googleTagManager && typeof googleTagManager === 'object'
      ? (googleTagManager as { enabled?: unknown }).enabled === true
      : false;
  const tagManagerKey = text(googleAnalytics, 'tagManagerKey') || (gtmEnabled ? containerId : undefined);
  return {
    ...(analyticsKey && ANALYTICS_KEY.test(analyticsKey) ? { analyticsKey } : {}),
    ...(tagManagerKey && TAG_MANAGER_KEY.test(tagManagerKey) ? { tagManagerKey } : {}),
  };
}

export const hasAnalyticsTags = (tags: AnalyticsTags) => Boolean(tags.analyticsKey || tags.tagManagerKey);

/** The script URLs of the tags, in load order. */
export function analyticsScriptUrls(tags: AnalyticsTags): string[] {
  return [
    ...(tags.tagManagerKey ? [`${ANALYTICS_SCRIPT_ORIGIN}/gtm.js?id=${tags.tagManagerKey}`] : []),
    ...(tags.analyticsKey ? [`${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${tags.analyticsKey}`] : []),
  ];
}
