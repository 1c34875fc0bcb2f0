import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api.ts';

/**
 * The content of the wedding's published theme, as guests see it; null (Etiqueta) while loading,
 * without one, or when the list cannot be read.
 */
export function usePublishedTheme(weddingId: number): ThemeContent | null {
  const themes = useQuery(
    $api.queryOptions('get', '/themes/by-wedding-id/{id}', {
      params: { path: { id: weddingId } },
    }),
  );
  const published = themes.data?.find((theme) => theme.status === 'published');
  // The contract's ThemeContent is the renderer's JSON (see the themes feature's api).
  return published ? (published.content as unknown as ThemeContent) : null;
}
