import { ProvidersScreen } from '../../features/auth/components/providers-screen';

export function Component() {
  return <ProvidersScreen />;
}
