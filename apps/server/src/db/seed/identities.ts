import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { playerIdentities, players } from '../schema/index';

/** The demo identities the dev providers vouch for (fake social provider, dev OIDC provider). */
export const DEMO_IDENTITIES = {
  facebook: 'fb-demo-001',
  google: 'google-demo-001',
  okta: 'okta-demo-001',
} as const;

/** Links each tenant's demo player to the demo Facebook, Google and okta identities. */
export async function seedIdentityLinks(db: Database, tenantId: string): Promise<void> {
  const [demo] = await db
    .update(players)
    .set({ hasFacebookProfile: true, hasGoogleProfile: true })
    .where(and(eq(players.tenantId, tenantId), eq(players.username, 'demo')))
    .returning({ id: players.id, email: players.email });
  if (!demo) return;
  await db.insert(playerIdentities).values(
    Object.entries(DEMO_IDENTITIES).map(([provider, providerUserId]) => ({
      tenantId,
      playerId: demo.id,
      provider,
      providerUserId,
      email: demo.email,
    })),
  );
}
