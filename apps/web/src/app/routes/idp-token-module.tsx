import { IdpTokenScreen } from '../../features/sign-in/components/idp-token-screen';

export function Component() {
  return <IdpTokenScreen />;
}
