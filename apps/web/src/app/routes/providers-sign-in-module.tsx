import { ProvidersScreen } from '../../features/sign-in/components/providers-screen';

export function Component() {
  return <ProvidersScreen />;
}
