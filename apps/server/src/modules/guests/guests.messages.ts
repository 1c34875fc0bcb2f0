import type { LocalizedText } from '../../http/language.ts';

export const guestsMessages = {
  created: { es: 'Invitado agregado exitosamente', en: 'Guest added successfully' },
  updated: { es: 'Invitado actualizado exitosamente', en: 'Guest updated successfully' },
  deleted: { es: 'Invitado eliminado exitosamente', en: 'Guest deleted successfully' },
  testModeLimit: {
    es: 'El modo de prueba permite hasta 10 invitados. Adquiere un plan para agregar más.',
    en: 'Test mode allows up to 10 guests. Buy a plan to add more.',
  },
  testModeImport: {
    es: 'La carga de invitados desde archivo no está incluida en el modo de prueba. Adquiere un plan para usarla.',
    en: 'Importing guests from a file is not included in test mode. Buy a plan to use it.',
  },
  nameRequired: { es: 'El nombre es obligatorio.', en: 'The name is required.' },
  nameTooLong: {
    es: 'El nombre admite hasta 100 caracteres.',
    en: 'The name allows up to 100 characters.',
  },
  lastNameTooLong: {
    es: 'El apellido admite hasta 100 caracteres.',
    en: 'The last name allows up to 100 characters.',
  },
  phoneRequired: { es: 'El teléfono es obligatorio.', en: 'The phone number is required.' },
  phoneInvalid: {
    es: 'El teléfono debe tener de 8 a 15 dígitos (puede empezar con +).',
    en: 'The phone number must have 8 to 15 digits (it may start with +).',
  },
  maxGuestsInvalid: {
    es: 'El número de invitados debe ser un número entero del 1 al 20.',
    en: 'The number of guests must be a whole number from 1 to 20.',
  },
  maxGuestsBelowConfirmed: {
    es: 'El invitado ya confirmó a más personas de las que indicas.',
    en: 'The guest has already confirmed more people than that.',
  },
  specialMessageTooLong: {
    es: 'El mensaje especial admite hasta 500 caracteres.',
    en: 'The special message allows up to 500 characters.',
  },
  fileEmpty: {
    es: 'El archivo está vacío: no tiene invitados que importar.',
    en: 'The file is empty: it has no guests to import.',
  },
  fileNotCsv: {
    es: 'El archivo no es un CSV de invitados: guárdalo como CSV con una fila de encabezados (nombre, apellido, teléfono, invitados máximos, mensaje especial).',
    en: 'The file is not a guest CSV: save it as CSV with a header row (name, lastName, phone, maxGuestsAllowed, specialMessage).',
  },
  fileTooManyRows: {
    es: 'El archivo tiene más de 10,000 filas de invitados: divídelo en archivos más pequeños.',
    en: 'The file has more than 10,000 guest rows: split it into smaller files.',
  },
  fileTooLarge: {
    es: 'El archivo es demasiado grande (máximo 5 MB).',
    en: 'The file is too large (5 MB at most).',
  },
} as const satisfies Record<string, LocalizedText>;

export function importResultMessage(successful: number, total: number): LocalizedText {
  return {
    es: `Se importaron ${successful} de ${total} invitados.`,
    en: `${successful} of ${total} guests were imported.`,
  };
}
