const MAX_NAME_LENGTH = 120;
const FALLBACK_NAME = 'cancion.mp3';

/**
 * The song's display name from the uploaded file's name: the last path segment, without control
 * characters or characters file systems and HTML treat specially, whitespace collapsed, at most
 * 120 characters (keeping the extension).
 */
export function songNameFromFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd()}${extension}`;
}
