import { DEMO_SECRETS } from '../../apps/server/src/db/seed/players';

/** The password grant's form body for a seeded player (`demo`, `highroller`, …) of the portal's client. */
export const passwordGrantBody = (username = 'demo') =>
  new URLSearchParams({
    grant_type: 'password',
    username,
    password: DEMO_SECRETS.playerPassword,
    client_id: 'player-portal',
  }).toString();
