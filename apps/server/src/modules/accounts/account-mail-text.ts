import type { Language } from '@patron/contracts';

/** What every account message knows: the property's name and where the player's portal is. */
export type MailFacts = {
  brandName: string;
  link: string;
  minutes?: number;
  username?: string;
  date?: string;
};
export type MailText = { subject: string; body: string };

export type AccountMailKind =
  | 'confirm-email'
  | 'already-registered'
  | 'username-taken'
  | 'change-email'
  | 'reset-password'
  | 'recover-username'
  | 'account-deleted';

type Texts = Record<AccountMailKind, (f: MailFacts) => MailText> & { recoverSms: (f: MailFacts) => string };

const NEVER = {
  'en-US': 'We will never ask for your password or PIN by e-mail or phone.',
  'es-MX': 'Nunca te pediremos tu contraseña ni tu PIN por correo ni por teléfono.',
  'en-ZW': 'We shall never ask for your password or PIN by e-mail or telephone.',
} as const;
const NOT_YOU = {
  'en-US': 'If this was not you, you can ignore this message; nothing changes.',
  'es-MX': 'Si no fuiste tú, puedes ignorar este mensaje; no cambiará nada.',
  'en-ZW': 'If this was not you, kindly disregard this message; nothing will change.',
} as const;

const lines = (...parts: string[]) => parts.join('\n');

/** Issue 9: every account message in the three languages, in the tenant's brand. */
const TEXTS: Record<Language, Texts> = {
  'en-US': {
    'confirm-email': (f) => ({
      subject: `Confirm your e-mail for ${f.brandName}`,
      body: lines(
        `Welcome to ${f.brandName}!`,
        '',
        'Confirm your e-mail address to finish joining:',
        f.link,
        '',
        `The link works once, for ${f.minutes} minutes.`,
        NOT_YOU['en-US'],
      ),
    }),
    'already-registered': (f) => ({
      subject: `You already have a ${f.brandName} account`,
      body: lines(
        `Someone tried to join ${f.brandName} with this e-mail address, which already has an account.`,
        '',
        'Sign in, or reset your password if you forgot it:',
        f.link,
        '',
        NOT_YOU['en-US'],
      ),
    }),
    'username-taken': (f) => ({
      subject: `Choose another username for ${f.brandName}`,
      body: lines(
        `Thanks for joining ${f.brandName}. The username "${f.username}" is already taken, so no account was created.`,
        '',
        'Please sign up again with another username:',
        f.link,
      ),
    }),
    'change-email': (f) => ({
      subject: `Confirm your new e-mail for ${f.brandName}`,
      body: lines(
        `You asked to use this address for your ${f.brandName} account.`,
        '',
        'Confirm it here:',
        f.link,
        '',
        `The link works once, for ${f.minutes} minutes. Until then we keep writing to your old address.`,
        NOT_YOU['en-US'],
      ),
    }),
    'reset-password': (f) => ({
      subject: `Reset your ${f.brandName} password`,
      body: lines(
        `We received a request to reset the password of your ${f.brandName} account.`,
        '',
        'Choose a new password here:',
        f.link,
        '',
        `The link works once, for ${f.minutes} minutes. Setting a new password signs you out everywhere.`,
        NOT_YOU['en-US'],
        NEVER['en-US'],
      ),
    }),
    'recover-username': (f) => ({
      subject: `Your ${f.brandName} username`,
      body: lines(
        `We received a request to recover the username of your ${f.brandName} account.`,
        '',
        'Open this link to see it:',
        f.link,
        '',
        `The link works once, for ${f.minutes} minutes.`,
        NOT_YOU['en-US'],
      ),
    }),
    'account-deleted': (f) => ({
      subject: `Your ${f.brandName} account is closed`,
      body: lines(
        `Your ${f.brandName} online account is closed and can no longer be used to sign in.`,
        `Your personal details will be removed on ${f.date}. Records of points and rewards are kept, without your personal details, as the law requires.`,
        '',
        'If you did not ask for this, please contact the players club.',
      ),
    }),
    recoverSms: (f) =>
      `${f.brandName}: to see your username, open ${f.link} (valid ${f.minutes} min, once). Not you? Ignore this.`,
  },
  'es-MX': {
    'confirm-email': (f) => ({
      subject: `Confirma tu correo para ${f.brandName}`,
      body: lines(
        `¡Bienvenido a ${f.brandName}!`,
        '',
        'Confirma tu correo electrónico para terminar tu registro:',
        f.link,
        '',
        `El enlace funciona una sola vez, durante ${f.minutes} minutos.`,
        NOT_YOU['es-MX'],
      ),
    }),
    'already-registered': (f) => ({
      subject: `Ya tienes una cuenta de ${f.brandName}`,
      body: lines(
        `Alguien intentó registrarse en ${f.brandName} con este correo, que ya tiene una cuenta.`,
        '',
        'Inicia sesión o restablece tu contraseña si la olvidaste:',
        f.link,
        '',
        NOT_YOU['es-MX'],
      ),
    }),
    'username-taken': (f) => ({
      subject: `Elige otro nombre de usuario para ${f.brandName}`,
      body: lines(
        `Gracias por registrarte en ${f.brandName}. El nombre de usuario "${f.username}" ya está en uso, así que no se creó ninguna cuenta.`,
        '',
        'Regístrate de nuevo con otro nombre de usuario:',
        f.link,
      ),
    }),
    'change-email': (f) => ({
      subject: `Confirma tu nuevo correo para ${f.brandName}`,
      body: lines(
        `Pediste usar este correo para tu cuenta de ${f.brandName}.`,
        '',
        'Confírmalo aquí:',
        f.link,
        '',
        `El enlace funciona una sola vez, durante ${f.minutes} minutos. Mientras tanto seguimos escribiendo a tu correo anterior.`,
        NOT_YOU['es-MX'],
      ),
    }),
    'reset-password': (f) => ({
      subject: `Restablece tu contraseña de ${f.brandName}`,
      body: lines(
        `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${f.brandName}.`,
        '',
        'Elige una nueva contraseña aquí:',
        f.link,
        '',
        `El enlace funciona una sola vez, durante ${f.minutes} minutos. Al cambiarla se cerrarán todas tus sesiones.`,
        NOT_YOU['es-MX'],
        NEVER['es-MX'],
      ),
    }),
    'recover-username': (f) => ({
      subject: `Tu nombre de usuario de ${f.brandName}`,
      body: lines(
        `Recibimos una solicitud para recuperar el nombre de usuario de tu cuenta de ${f.brandName}.`,
        '',
        'Abre este enlace para verlo:',
        f.link,
        '',
        `El enlace funciona una sola vez, durante ${f.minutes} minutos.`,
        NOT_YOU['es-MX'],
      ),
    }),
    'account-deleted': (f) => ({
      subject: `Tu cuenta de ${f.brandName} está cerrada`,
      body: lines(
        `Tu cuenta en línea de ${f.brandName} está cerrada y ya no se puede usar para iniciar sesión.`,
        `Tus datos personales se eliminarán el ${f.date}. Los registros de puntos y recompensas se conservan, sin tus datos personales, como lo exige la ley.`,
        '',
        'Si no lo pediste, comunícate con el club de jugadores.',
      ),
    }),
    recoverSms: (f) =>
      `${f.brandName}: para ver tu nombre de usuario abre ${f.link} (válido ${f.minutes} min, una vez). ¿No fuiste tú? Ignóralo.`,
  },
  'en-ZW': {
    'confirm-email': (f) => ({
      subject: `Kindly confirm your e-mail for ${f.brandName}`,
      body: lines(
        `Welcome to ${f.brandName}!`,
        '',
        'Kindly confirm your e-mail address to complete your registration:',
        f.link,
        '',
        `The link may be used once, within ${f.minutes} minutes.`,
        NOT_YOU['en-ZW'],
      ),
    }),
    'already-registered': (f) => ({
      subject: `You already have a ${f.brandName} account`,
      body: lines(
        `Someone attempted to register with ${f.brandName} using this e-mail address, which already has an account.`,
        '',
        'Kindly sign in, or reset your password should you have forgotten it:',
        f.link,
        '',
        NOT_YOU['en-ZW'],
      ),
    }),
    'username-taken': (f) => ({
      subject: `Kindly choose another username for ${f.brandName}`,
      body: lines(
        `Thank you for registering with ${f.brandName}. The username "${f.username}" is already in use, so no account was created.`,
        '',
        'Kindly register again with another username:',
        f.link,
      ),
    }),
    'change-email': (f) => ({
      subject: `Kindly confirm your new e-mail for ${f.brandName}`,
      body: lines(
        `You asked to use this address for your ${f.brandName} account.`,
        '',
        'Kindly confirm it here:',
        f.link,
        '',
        `The link may be used once, within ${f.minutes} minutes. Until then we shall keep writing to your old address.`,
        NOT_YOU['en-ZW'],
      ),
    }),
    'reset-password': (f) => ({
      subject: `Reset your ${f.brandName} password`,
      body: lines(
        `We have received a request to reset the password of your ${f.brandName} account.`,
        '',
        'Kindly choose a new password here:',
        f.link,
        '',
        `The link may be used once, within ${f.minutes} minutes. A new password signs you out on every device.`,
        NOT_YOU['en-ZW'],
        NEVER['en-ZW'],
      ),
    }),
    'recover-username': (f) => ({
      subject: `Your ${f.brandName} username`,
      body: lines(
        `We have received a request to recover the username of your ${f.brandName} account.`,
        '',
        'Kindly open this link to view it:',
        f.link,
        '',
        `The link may be used once, within ${f.minutes} minutes.`,
        NOT_YOU['en-ZW'],
      ),
    }),
    'account-deleted': (f) => ({
      subject: `Your ${f.brandName} account has been closed`,
      body: lines(
        `Your ${f.brandName} online account has been closed and can no longer be used to sign in.`,
        `Your personal details shall be removed on ${f.date}. Records of points and rewards are kept, without your personal details, as the law requires.`,
        '',
        'Should you not have asked for this, kindly contact the players club.',
      ),
    }),
    recoverSms: (f) =>
      `${f.brandName}: to view your username, kindly open ${f.link} (valid ${f.minutes} min, once). Not you? Kindly ignore.`,
  },
};

export function accountMailText(language: Language, kind: AccountMailKind, facts: MailFacts): MailText {
  return TEXTS[language][kind](facts);
}

export function recoverySmsText(language: Language, facts: MailFacts): string {
  return TEXTS[language].recoverSms(facts);
}

export const longDate = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
