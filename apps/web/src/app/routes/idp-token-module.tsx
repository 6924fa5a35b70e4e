import { IdpTokenScreen } from '../../features/auth/components/idp-token-screen';

export function Component() {
  return <IdpTokenScreen />;
}
