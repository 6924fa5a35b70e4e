import { SessionLayout } from '../../features/auth/components/session-layout';

/** Lazy session modules (spec §2): session and dummy-session show the language selector. */
export function Component() {
  return <SessionLayout />;
}
