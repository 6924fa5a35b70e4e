import { updatePassword } from '../api/update-password';
import { LinkPasswordScreen } from './link-password-screen';

/** The page the reset e-mail opens: a new password for the link's {hash, token} (30 min, once). */
export function NewPasswordScreen() {
  return <LinkPasswordScreen texts="newPassword" headingId="new-password-heading" send={updatePassword} />;
}
