import { days, hours, lines, type AccountTexts } from './account-texts';

const NEVER = 'Nunca te pediremos tu contraseña ni tu PIN por correo ni por teléfono.';
const NOT_YOU = 'Si no fuiste tú, puedes ignorar este mensaje; no cambiará nada.';

/** Account messages in es-MX, in the tenant's brand. */
export const esMX: AccountTexts = {
  'confirm-email': (f) => ({
    subject: `Confirma tu correo para ${f.brandName}`,
    body: lines(
      `¡Bienvenido a ${f.brandName}!`,
      '',
      'Confirma tu correo electrónico para terminar tu registro:',
      f.link,
      '',
      `El enlace funciona una sola vez, durante ${hours(f)} horas.`,
      NOT_YOU,
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
      NOT_YOU,
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
      `El enlace funciona una sola vez, durante ${hours(f)} horas. Mientras tanto seguimos escribiendo a tu correo anterior.`,
      NOT_YOU,
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
      NOT_YOU,
      NEVER,
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
      NOT_YOU,
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
  'email-changed': (f) => ({
    subject: `Se cambió el correo de tu cuenta de ${f.brandName}`,
    body: lines(
      `El correo de tu cuenta de ${f.brandName} ahora es ${f.changedTo}. Ya no escribiremos a esta dirección.`,
      '',
      'Si fuiste tú, no tienes que hacer nada.',
      `Si no fuiste tú, deshaz el cambio en los próximos ${days(f)} días aquí; elegirás una nueva contraseña y se cerrarán todas tus sesiones:`,
      f.link,
      NEVER,
    ),
  }),
  'phone-changed': (f) => ({
    subject: `Se cambió el teléfono de tu cuenta de ${f.brandName}`,
    body: lines(
      `El teléfono de tu cuenta de ${f.brandName} ahora es ${f.changedTo}.`,
      '',
      'Si fuiste tú, no tienes que hacer nada.',
      `Si no fuiste tú, deshaz el cambio en los próximos ${days(f)} días aquí; elegirás una nueva contraseña y se cerrarán todas tus sesiones:`,
      f.link,
      NEVER,
    ),
  }),
  recoverSms: (f) =>
    `${f.brandName}: para ver tu nombre de usuario abre ${f.link} (válido ${f.minutes} min, una vez). ¿No fuiste tú? Ignóralo.`,
  contactChangedSms: (f) =>
    `${f.brandName}: se cambiaron los datos de contacto de tu cuenta. ¿No fuiste tú? Deshazlo: ${f.link} (válido ${days(f)} días).`,
};
