import { CasinoSystemScreen } from '../../features/cms/components/casino-system-screen';
import { QueryProvider } from '../../shared/query/query-provider';

/**
 * '/casino-system': the dev-only casino-system debug screen. Its route puts it behind the AuthGuard:
 * imported here, the guard would be shared by the entry and this chunk, and the bundler would split
 * the router out of the entry into a file of its own, one more request on every first screen.
 */
export function Component() {
  return (
    <QueryProvider>
      <CasinoSystemScreen />
    </QueryProvider>
  );
}
