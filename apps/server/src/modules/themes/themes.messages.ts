import type { LocalizedText } from '../../http/language.ts';

export const themesMessages = {
  generated: { es: 'Tema generado exitosamente', en: 'Theme generated' },
  copied: { es: 'Tema descargado exitosamente', en: 'Theme downloaded' },
  createdFromDefault: { es: 'Tema creado exitosamente', en: 'Theme created' },
  published: { es: 'Tema publicado exitosamente', en: 'Theme published' },
  disabled: { es: 'Tema desactivado exitosamente', en: 'Theme disabled' },
  contentUpdated: { es: 'Tema guardado exitosamente', en: 'Theme saved' },
  pleasedUpdated: { es: 'Gracias por tu opinión', en: 'Thank you for your feedback' },
  deleted: { es: 'Tema eliminado exitosamente', en: 'Theme deleted' },
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  aiLimit: {
    es: 'Alcanzaste el límite de temas generados con IA.',
    en: 'You have reached the limit of AI-generated themes.',
  },
  defaultLimit: {
    es: 'Puedes crear como máximo 5 temas a partir del tema predeterminado.',
    en: 'You can create at most 5 themes from the default theme.',
  },
  notAiGenerated: {
    es: 'Solo los temas generados con IA piden tu opinión.',
    en: 'Only AI-generated themes ask for your opinion.',
  },
  aiCannotBeDeleted: {
    es: 'Los temas generados con IA no se pueden eliminar.',
    en: 'AI-generated themes cannot be deleted.',
  },
  publishedCannotBeDeleted: {
    es: 'Desactiva el tema antes de eliminarlo: es el que ven tus invitados.',
    en: 'Disable the theme before deleting it: it is the one your guests see.',
  },
  generatorUnavailable: {
    es: 'No pudimos generar el tema en este momento. Inténtalo de nuevo en unos minutos.',
    en: 'We could not generate the theme right now. Please try again in a few minutes.',
  },
} as const satisfies Record<string, LocalizedText>;

/** The name of the n-th theme a wedding made from the default one. */
export function defaultCopyName(n: number): LocalizedText {
  return { es: `Mi Etiqueta ${n}`, en: `My Etiqueta ${n}` };
}
