import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { playerIdentities, players } from '../../db/schema/index';

const p = players;
/**
 * A players column written out with its table, for the okta subquery below: drizzle writes a
 * column in a selected `sql` unqualified, and there `id` would be the link's own.
 */
const players_ = (column: string) => sql.raw(`"${getTableName(players)}".${column}`);

/**
 * The profile as `GET /api/profile/` answers it (toProfile in profile.service, and whether an IdP,
 * okta, is linked: it has no flag column), written by the database as JSON text. One field instead
 * of twenty to parse, no row mapping and no JSON.stringify: two thirds of the route's time went to
 * the second query and the row. profile.repository.test.ts holds it to toProfile.
 */
const profileJson = sql<string>`json_build_object(
  'id', ${p.patronId}, 'externalId', ${p.externalId}, 'username', ${p.username},
  'email', ${p.email}, 'phoneNumber', ${p.phone}, 'firstName', ${p.firstName},
  'lastName', ${p.lastName}, 'isVerified', ${p.isVerified},
  'address', json_build_object(
    'city', ${p.city}, 'addressLine1', ${p.addressLine1}, 'addressLine2', ${p.addressLine2},
    'zipCode', ${p.zipCode}, 'countryId', ${p.countryId}, 'stateId', ${p.stateId}),
  'hasFacebookProfile', ${p.hasFacebookProfile}, 'hasGoogleProfile', ${p.hasGoogleProfile},
  'marketing', json_build_object(
    'mailAllowed', ${p.mailAllowed}, 'hasEmailOptInFlag', ${p.emailOptIn},
    'hasSmsOptInFlag', ${p.smsOptIn}),
  'pendingEmail', ${p.pendingEmail},
  'hasOktaProfile', exists (
    select 1 from ${playerIdentities} link
    where link.tenant_id = ${players_('tenant_id')} and link.player_id = ${players_('id')}
      and link.provider = 'okta')
)::text`;

function prepareProfileJson(db: Queryable) {
  return db
    .select({ json: profileJson })
    .from(p)
    .where(
      and(
        eq(p.tenantId, sql.placeholder('tenantId')),
        eq(p.patronId, sql.placeholder('patronId')),
        isNull(p.deletedAt),
      ),
    )
    .limit(1)
    .prepare('profile_json_by_patron_id');
}

export function createProfileRepository(db: Queryable) {
  let statement: ReturnType<typeof prepareProfileJson> | undefined;
  return {
    /** The player's profile as JSON text; undefined for no such player, or a deleted one. */
    async findJson(tenantId: string, patronId: string): Promise<string | undefined> {
      const rows = await (statement ??= prepareProfileJson(db)).execute({ tenantId, patronId });
      return rows[0]?.json;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
