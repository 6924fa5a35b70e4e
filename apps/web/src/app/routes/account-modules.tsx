import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { paths } from '../../shared/config/paths';
import { lazyQueryRoute } from './query-route';

const handle = (title: string): RouteHandle => ({ title });

/** The account pages under 'session' (session layout, language selector), lazily loaded. */
export const accountSessionRoutes: RouteObject[] = [
  {
    path: paths.signUp.path,
    lazy: lazyQueryRoute(
      async () => (await import('../../features/accounts/components/sign-up-screen')).SignUpScreen,
    ),
    handle: handle('account.signUp.heading'),
  },
  {
    path: paths.forgotPassword.path,
    lazy: lazyQueryRoute(
      async () =>
        (await import('../../features/accounts/components/forgot-password-screen')).ForgotPasswordScreen,
    ),
    handle: handle('account.forgotPassword.heading'),
  },
  {
    path: paths.forgotUsername.path,
    lazy: lazyQueryRoute(
      async () =>
        (await import('../../features/accounts/components/forgot-username-screen')).ForgotUsernameScreen,
    ),
    handle: handle('account.forgotUsername.heading'),
  },
  {
    path: paths.confirmEmail.path,
    lazy: lazyQueryRoute(
      async () =>
        (await import('../../features/accounts/components/confirm-email-screen')).ConfirmEmailScreen,
    ),
    handle: handle('account.confirmEmail.heading'),
  },
  {
    path: paths.newPassword.path,
    lazy: lazyQueryRoute(
      async () => (await import('../../features/accounts/components/new-password-screen')).NewPasswordScreen,
    ),
    handle: handle('account.newPassword.heading'),
  },
  {
    path: paths.undoContactChange.path,
    lazy: lazyQueryRoute(
      async () =>
        (await import('../../features/accounts/components/undo-contact-change-screen'))
          .UndoContactChangeScreen,
    ),
    handle: handle('account.undoChange.heading'),
  },
  {
    path: paths.recoverUsername.path,
    lazy: lazyQueryRoute(
      async () =>
        (await import('../../features/accounts/components/recover-username-screen')).RecoverUsernameScreen,
    ),
    handle: handle('account.recoverUsername.heading'),
  },
];
