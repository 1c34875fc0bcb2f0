import type { components } from '@convite/api/schema';
import { endpointKey } from '@convite/api/query';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { useQuery } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';

export type Theme = components['schemas']['Theme'];
type ContentDto = components['schemas']['ThemeContent'];

/**
 * The contract's ThemeContent and the renderer's are the same JSON; openapi-typescript spells the
 * style as an intersection TypeScript cannot build, so the two meet here, once.
 */
export const themeContent = (theme: Pick<Theme, 'content'>) =>
  theme.content as unknown as ThemeContent;
const contentDto = (content: ThemeContent) => content as unknown as ContentDto;

/** GET /themes/by-wedding-id/{id}: the wedding's own themes. */
export const weddingThemesQuery = (weddingId: number) =>
  $api.queryOptions('get', '/themes/by-wedding-id/{id}', { params: { path: { id: weddingId } } });

/** GET /themes/public: the themes anyone may download. */
export const publicThemesQuery = () => $api.queryOptions('get', '/themes/public');

/** Both lists change together (a download adds an own theme), so every change refreshes both. */
const THEME_KEYS = [
  endpointKey('get', '/themes/by-wedding-id/{id}'),
  endpointKey('get', '/themes/public'),
];

export function useWeddingThemes(weddingId: number) {
  return useQuery(weddingThemesQuery(weddingId));
}

export function usePublicThemes() {
  return useQuery(publicThemesQuery());
}

/** A change to the themes: both lists refresh after it. */
export function useThemeMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<{ message: string }>,
  options?: { isReportingErrors?: boolean },
) {
  return useMessageMutation(mutationFn, THEME_KEYS, options);
}

/** What every creating and updating call answers; the message is what the snack shows. */
const outcome = (data: { message: string } | undefined) => ({ message: data?.message ?? '' });

export async function createThemeWithPrompt(input: { weddingId: number; prompt: string }) {
  const { data } = await apiClient.POST('/themes/with-prompt', { body: input });
  return outcome(data);
}

export async function createThemeFromPublicTheme(input: { weddingId: number; themeId: number }) {
  const { data } = await apiClient.POST('/themes/from-public-theme', { body: input });
  return outcome(data);
}

export async function createThemeFromDefault(input: { weddingId: number; content: ThemeContent }) {
  const { data } = await apiClient.POST('/themes/from-default', {
    body: { weddingId: input.weddingId, content: contentDto(input.content) },
  });
  return outcome(data);
}

export async function updateThemeStatus(input: { id: number; status: Theme['status'] }) {
  const { data } = await apiClient.PATCH('/themes/{id}/status', {
    params: { path: { id: input.id } },
    body: { status: input.status },
  });
  return outcome(data);
}

export async function updateThemeContent(input: { id: number; content: ThemeContent }) {
  const { data } = await apiClient.PATCH('/themes/{id}/content', {
    params: { path: { id: input.id } },
    body: { content: contentDto(input.content) },
  });
  return outcome(data);
}

export async function updateThemePleased(input: { id: number; pleased: boolean }) {
  const { data } = await apiClient.PATCH('/themes/{id}/pleased', {
    params: { path: { id: input.id } },
    body: { pleased: input.pleased },
  });
  return outcome(data);
}

export async function deleteTheme(id: number) {
  const { data } = await apiClient.DELETE('/themes/{id}', { params: { path: { id } } });
  return outcome(data);
}
