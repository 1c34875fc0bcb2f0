import { $api } from '../../../lib/api.ts';

export const useCreateWeddingMutation = () => $api.useMutation('post', '/weddings');
