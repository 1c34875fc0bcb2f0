import { $api } from '../../../lib/api.ts';

export const useCreateWeddingMutation = () => $api.useMutation('post', '/weddings');

/** Whether `slug` is still free, asked once it is a valid address (null: nothing to ask). */
export const useSlugAvailability = (slug: string | null) =>
  $api.useQuery(
    'get',
    '/weddings/slug-availability',
    { params: { query: { slug: slug ?? '' } } },
    { enabled: slug !== null, staleTime: 30_000 },
  );
