import { ImpersonationScreen } from '../../features/impersonation/components/impersonation-screen';

export function Component() {
  return <ImpersonationScreen />;
}
