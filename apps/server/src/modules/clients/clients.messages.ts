import type { LocalizedText } from '../../http/language.ts';

export const clientMessages = {
  nameLastNameUpdated: {
    es: 'Datos actualizados exitosamente',
    en: 'Details updated successfully',
  },
  clientNotFound: { es: 'El cliente no existe.', en: 'The client does not exist.' },
  clientDeleted: {
    es: 'Cliente eliminado exitosamente, con su boda y sus archivos.',
    en: 'Client deleted, with their wedding and its files.',
  },
} as const satisfies Record<string, LocalizedText>;
