import { $api } from '../../../lib/api.ts';

export const useAdminLoginMutation = () => $api.useMutation('post', '/auth/admin-login');
export const usePromoterLoginMutation = () => $api.useMutation('post', '/auth/promoter-login');
