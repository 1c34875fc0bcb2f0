// Every text the wedding calls answer, in Spanish and English.
import type { LocalizedText } from '../../http/language.ts';

export const weddingMessages = {
  created: { es: 'Boda creada exitosamente', en: 'Wedding created successfully' },
  updated: { es: 'Boda actualizada exitosamente', en: 'Wedding updated successfully' },
  trialStarted: {
    es: 'Modo de prueba activado por 72 horas',
    en: 'Test mode started for 72 hours',
  },
  alreadyHasWedding: {
    es: 'Ya tienes una boda registrada. Solo se permite una boda por cuenta.',
    en: 'You already have a wedding. Only one wedding is allowed per account.',
  },
  unverifiedClient: {
    es: 'Verifica tu correo electrónico antes de crear tu boda.',
    en: 'Verify your email address before creating your wedding.',
  },
  slugTaken: {
    es: 'Este enlace ya está en uso. Elige otro.',
    en: 'This link is already taken. Choose another one.',
  },
  trialUsed: {
    es: 'El modo de prueba ya fue utilizado en esta boda.',
    en: 'This wedding has already used its test mode.',
  },
  trialWithPlan: {
    es: 'Tu boda ya tiene un plan; el modo de prueba no está disponible.',
    en: 'Your wedding already has a plan; test mode is not available.',
  },
  notDressIcon: { es: 'Elige un ícono de vestido.', en: 'Choose a dress icon.' },
  notSuitIcon: { es: 'Elige un ícono de traje.', en: 'Choose a suit icon.' },
} as const satisfies Record<string, LocalizedText>;
