import type { LocalizedText } from '../../http/language.ts';

export const publicInvitationMessages = {
  notAvailable: {
    es: 'Esta invitación no está disponible.',
    en: 'This invitation is not available.',
  },
  unknownCode: {
    es: 'No encontramos una invitación con ese código. Revisa el código de tu enlace.',
    en: 'We could not find an invitation with that code. Check the code in your link.',
  },
  confirmationsClosed: {
    es: 'Esta invitación ya no recibe confirmaciones.',
    en: 'This invitation is no longer taking replies.',
  },
  saved: {
    es: '¡Gracias! Tu respuesta quedó registrada.',
    en: 'Thank you! Your reply has been recorded.',
  },
  confirmedGuestsRequired: {
    es: 'Indica cuántas personas asistirán.',
    en: 'Say how many people will attend.',
  },
  confirmedGuestsRange: {
    es: 'El número de asistentes debe ser de 1 a {{max}}.',
    en: 'The number of guests must be from 1 to {{max}}.',
  },
  confirmedGuestsOverMaximum: {
    es: 'El número de asistentes supera el máximo de tu invitación. Recarga la página.',
    en: 'The number of guests is over the maximum of your invitation. Reload the page.',
  },
  idempotencyKeyRequired: {
    es: 'Falta el encabezado Idempotency-Key (de 8 a 128 letras, dígitos, - o _).',
    en: 'The Idempotency-Key header is missing (8 to 128 letters, digits, - or _).',
  },
  idempotencyKeyReused: {
    es: 'Esta clave de idempotencia ya se usó para otra respuesta. Genera una clave nueva para cada respuesta.',
    en: 'This idempotency key was already used for another reply. Make a new key for each reply.',
  },
  tooManyWrongCodes: {
    es: 'Demasiados intentos con un código incorrecto. Inténtalo de nuevo más tarde.',
    en: 'Too many attempts with a wrong code. Please try again later.',
  },
  tooManyAnswers: {
    es: 'Demasiados envíos. Espera un momento e inténtalo de nuevo.',
    en: 'Too many submissions. Wait a moment and try again.',
  },
} as const satisfies Record<string, LocalizedText>;

export function confirmedGuestsRangeMessage(max: number): LocalizedText {
  const text = publicInvitationMessages.confirmedGuestsRange;
  return {
    es: text.es.replace('{{max}}', String(max)),
    en: text.en.replace('{{max}}', String(max)),
  };
}
