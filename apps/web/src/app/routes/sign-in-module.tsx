import { SignInScreen } from '../../features/auth/components/sign-in-screen';

export function Component() {
  return <SignInScreen />;
}
