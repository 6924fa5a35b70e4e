/* Zod-free on purpose: the sign-in page links these without the schema library. */
/**
 * The pages the e-mail and SMS links open, on the session layout (docs/product.md#screens-and-routes
 * `session/…`).
 */
export const ACCOUNT_PAGES = {
  signUp: '/session/sign-up',
  forgotPassword: '/session/forgot-password',
  forgotUsername: '/session/forgot-username',
  /** ?hash={client hash}&token= → POST /api/profile/confirmEmail */
  confirmEmail: '/session/confirm-email',
  /** ?hash={client hash}&token= → POST /api/profile/updatePassword */
  newPassword: '/session/new-password',
  /** ?identifier=&token= → POST /api/profile/recoveryPlayer?identifier=&token= */
  recovery: '/session/recovery',
  /** ?hash={client hash}&token= → POST /api/profile/undoContactChange (sent to the old address) */
  undoContactChange: '/session/undo-change',
} as const;
