import type { Language } from '@convite/i18n/server-texts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an Accept-Language header: the most preferred of es and en, es by default
 * (`en-US,en;q=0.9` → en; `fr, en;q=0.5` → en; `fr` → es).
 */
export function parseAcceptLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return 'es';
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'es';
}

export function requestLanguage(request: FastifyRequest): Language {
  return parseAcceptLanguage(request.headers['accept-language']);
}
