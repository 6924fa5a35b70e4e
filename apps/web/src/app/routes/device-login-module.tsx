import { DeviceLoginScreen } from '../../features/auth/components/device-login-screen';

export function Component() {
  return <DeviceLoginScreen />;
}
