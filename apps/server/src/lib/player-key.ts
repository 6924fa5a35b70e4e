/** A player of a tenant, as every store keys them: the tenant and the portal's player id. */
export type PlayerKey = { tenantId: string; playerId: string };
