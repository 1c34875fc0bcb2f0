import type { LocalizedText } from '../../http/language.ts';

export const MAX_SONG_BYTES = 15 * 1024 * 1024;

export const songsMessages = {
  uploaded: { es: 'Canción subida exitosamente', en: 'Song uploaded successfully' },
  deleted: { es: 'Canción eliminada exitosamente', en: 'Song deleted successfully' },
  playAutomaticallyUpdated: {
    es: 'Reproducción automática actualizada exitosamente',
    en: 'Autoplay updated successfully',
  },
  fileTooLarge: {
    es: 'La canción pesa más de 15 MB. Elige un archivo más ligero.',
    en: 'The song is larger than 15 MB. Choose a smaller file.',
  },
  notMpegAudio: {
    es: 'El archivo no es un audio MP3 válido.',
    en: 'The file is not a valid MP3 audio file.',
  },
} as const satisfies Record<string, LocalizedText>;
