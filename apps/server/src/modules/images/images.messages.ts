import type { LocalizedText } from '../../http/language.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const imagesMessages = {
  uploaded: { es: 'Imagen subida exitosamente', en: 'Image uploaded successfully' },
  deleted: { es: 'Imagen eliminada exitosamente', en: 'Image deleted successfully' },
  fileTooLarge: {
    es: 'La imagen pesa más de 10 MB. Elige una imagen más ligera.',
    en: 'The image is larger than 10 MB. Choose a smaller image.',
  },
  tooManyPixels: {
    es: 'La imagen es demasiado grande: máximo 40 megapíxeles.',
    en: 'The image is too large: 40 megapixels at most.',
  },
  notAnImage: {
    es: 'El archivo no es una imagen válida. Usa JPEG, PNG, WebP, AVIF o GIF.',
    en: 'The file is not a valid image. Use JPEG, PNG, WebP, AVIF or GIF.',
  },
  ownerRequired: {
    es: 'Este campo es obligatorio para este tipo de imagen.',
    en: 'This field is required for this type of image.',
  },
  ownerNotAllowed: {
    es: 'Este campo no corresponde a este tipo de imagen.',
    en: 'This field does not apply to this type of image.',
  },
  busy: {
    es: 'Estamos procesando muchas imágenes en este momento. Vuelve a subir la tuya en unos segundos.',
    en: 'We are processing many images right now. Upload yours again in a few seconds.',
  },
  coverLimit: {
    es: 'Ya tienes una imagen de portada. Elimínala para subir otra.',
    en: 'You already have a cover image. Delete it to upload another.',
  },
} as const satisfies Record<string, LocalizedText>;

/** 409 text when a gallery or an event already holds its plan's maximum of images. */
export function imageLimitMessage(type: 'galleryImage' | 'eventImage', max: number): LocalizedText {
  const es = type === 'galleryImage' ? 'la galería' : 'este evento';
  const en = type === 'galleryImage' ? 'the gallery' : 'this event';
  return {
    es: `Alcanzaste el máximo de imágenes para ${es} (${max}). Elimina una para subir otra.`,
    en: `You have reached the maximum number of images for ${en} (${max}). Delete one to upload another.`,
  };
}
