import { CasinoSystemScreen } from '../../features/cms/components/casino-system-screen';
import { QueryProvider } from '../../shared/query/query-provider';
import { AuthGuard } from '../guards/auth-guard';

/** '/casino-system': the dev-only casino-system debug screen, for a signed-in player. */
export function Component() {
  return (
    <AuthGuard>
      <QueryProvider>
        <CasinoSystemScreen />
      </QueryProvider>
    </AuthGuard>
  );
}
