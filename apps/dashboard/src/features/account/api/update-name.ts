import { $api } from '../../../lib/api.ts';

export const useUpdateNameMutation = () => $api.useMutation('patch', '/clients/{id}/name-lastname');
