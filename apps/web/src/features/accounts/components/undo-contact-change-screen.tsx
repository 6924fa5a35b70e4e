import { undoContactChange } from '../api/undo-contact-change';
import { LinkPasswordScreen } from './link-password-screen';

/**
 * The page the old address's notice opens after an e-mail or phone change (docs/design.md#contact-changes):
 * the old value back with a new password, every session ended.
 */
export function UndoContactChangeScreen() {
  return <LinkPasswordScreen texts="undoChange" headingId="undo-change-heading" send={undoContactChange} />;
}
