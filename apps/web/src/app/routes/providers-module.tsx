import { SessionLayout } from '../../features/sign-in/components/session-layout';

/** 'providers' and '{idp}-token': the external identity provider modules, without a language selector. */
export function Component() {
  return <SessionLayout showLanguagePicker={false} />;
}
