/**
 * Every fixed route of the app: `path` for the router, `getHref` for links and redirects. The
 * layout and brand routes (`{layout}/home/{brand}`) are built from data in app/routes instead.
 */
const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

export const paths = {
  root: { path: '/', getHref: () => '/' },
  kiosk: { path: '/kiosk', getHref: () => '/kiosk' },
  kioskCard: {
    path: '/kiosk/card/:cardNumber',
    getHref: (cardNumber: string) => `/kiosk/card/${encodeURIComponent(cardNumber)}`,
  },
  device: { path: '/device', getHref: () => '/device' },
  dummy: { path: '/dummy', getHref: () => '/dummy' },
  dummy1: { path: '/dummy1', getHref: () => '/dummy1' },
  iframeTest: { path: '/iframe-test', getHref: () => '/iframe-test' },
  casinoSystem: { path: '/casino-system', getHref: () => '/casino-system' },
  idpToken: { path: (idp: string) => `/${idp}-token`, getHref: (idp: string) => `/${idp}-token` },
  session: { path: '/session', getHref: () => '/session' },
  signIn: { path: '/session/login', getHref: () => '/session/login' },
  deviceLogin: {
    path: '/session/device-login',
    getHref: (values: Record<string, string>) => `/session/device-login${query(values)}`,
  },
  signUp: { path: '/session/sign-up', getHref: () => '/session/sign-up' },
  forgotPassword: { path: '/session/forgot-password', getHref: () => '/session/forgot-password' },
  forgotUsername: { path: '/session/forgot-username', getHref: () => '/session/forgot-username' },
  confirmEmail: { path: '/session/confirm-email', getHref: () => '/session/confirm-email' },
  newPassword: { path: '/session/new-password', getHref: () => '/session/new-password' },
  recoverUsername: { path: '/session/recovery', getHref: () => '/session/recovery' },
  undoContactChange: { path: '/session/undo-change', getHref: () => '/session/undo-change' },
  impersonationSession: { path: '/dummy-login', getHref: () => '/dummy-login' },
  impersonation: {
    path: '/dummy-login/dummy-login',
    getHref: (values: Record<string, string>) => `/dummy-login/dummy-login${query(values)}`,
  },
  providers: { path: '/providers', getHref: () => '/providers' },
} as const;
