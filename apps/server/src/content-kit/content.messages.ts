// Texts shared by every kind of wedding content (field rules and references).
import type { LocalizedText } from '../http/language.ts';

export const contentMessages = {
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  httpLink: {
    es: 'Ingresa un enlace que empiece con http:// o https://.',
    en: 'Enter a link that starts with http:// or https://.',
  },
  unknownIcon: { es: 'El ícono seleccionado no existe.', en: 'The selected icon does not exist.' },
} as const satisfies Record<string, LocalizedText>;
