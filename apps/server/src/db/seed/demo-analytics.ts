import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { metadata } from '../schema/index';

/**
 * The demo brand whose pages load Google Analytics (docs/product.md#metadata-and-brands); every other brand
 * loads none.
 */
export const DEMO_ANALYTICS = { brand: 'elite', analyticsKey: 'G-ELITEDEMO26' } as const;

/**
 * Demo only (never in production): gives one brand an analytics key so the tag loading and its
 * widened CSP can be seen. The browser tests block Google's hosts, so nothing leaves the machine.
 */
export async function seedDemoAnalytics(tx: Transaction, tenantId: string): Promise<void> {
  await tx
    .update(metadata)
    .set({ data: { tagManagerKey: '', analyticsKey: DEMO_ANALYTICS.analyticsKey } })
    .where(and(eq(metadata.tenantId, tenantId), eq(metadata.type, 'GoogleAnalytics')));
}
