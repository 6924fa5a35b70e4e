import type { Grant } from './grant';

export type GrantRegistry = { get(grantType: string): Grant | undefined; types(): string[] };

export function createGrantRegistry(grants: Grant[]): GrantRegistry {
  const byType = new Map(grants.map((g) => [g.grantType, g]));
  return {
    get: (grantType) => byType.get(grantType) ?? grants.find((g) => g.matches?.(grantType)),
    types: () => [...byType.keys()],
  };
}
