import type { LocalizedText } from '../../http/language.ts';

export const promoterMessages = {
  promoterCreated: { es: 'Promotor creado exitosamente', en: 'Promoter created' },
  promoterUpdated: { es: 'Promotor actualizado exitosamente', en: 'Promoter updated' },
  promoterDeleted: {
    es: 'Promotor eliminado exitosamente; sus códigos de promoción quedaron inactivos.',
    en: 'Promoter deleted; their promo codes are now inactive.',
  },
  promoCodeCreated: {
    es: 'Código de promoción creado exitosamente',
    en: 'Promo code created',
  },
  promoCodeUpdated: {
    es: 'Código de promoción actualizado exitosamente',
    en: 'Promo code updated',
  },
  emailTaken: {
    es: 'Ya existe una cuenta con este correo electrónico.',
    en: 'An account with this email address already exists.',
  },
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  codeTaken: {
    es: 'Ya existe un código de promoción con este código.',
    en: 'A promo code with this code already exists.',
  },
  percentageAbove100: {
    es: 'Un porcentaje no puede ser mayor que 100.',
    en: 'A percentage cannot be greater than 100.',
  },
  amountNotWholePesos: {
    es: 'Un descuento en pesos debe ser una cantidad entera.',
    en: 'An amount off must be whole pesos.',
  },
  promoterNotFound: { es: 'El promotor no existe.', en: 'The promoter does not exist.' },
  promoCodeNotFound: {
    es: 'El código de promoción no existe.',
    en: 'The promo code does not exist.',
  },
} as const satisfies Record<string, LocalizedText>;
