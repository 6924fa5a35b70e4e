import { DeviceLoginScreen } from '../../features/sign-in/components/device-login-screen';

export function Component() {
  return <DeviceLoginScreen />;
}
