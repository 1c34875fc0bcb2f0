import { $api } from '../../../lib/api.ts';

// One definition per account call; components use these hooks and never call fetch.
export const useLoginMutation = () => $api.useMutation('post', '/auth/login');
export const useRegisterMutation = () => $api.useMutation('post', '/auth/register');
export const useSendResetLinkMutation = () => $api.useMutation('post', '/auth/send-reset-link');
export const useResetPasswordMutation = () => $api.useMutation('post', '/auth/reset-password');
export const useVerifyClientMutation = () => $api.useMutation('post', '/auth/verify-client');
export const useResendVerificationMutation = () =>
  $api.useMutation('post', '/auth/resend-verification');
export const useGoogleVerificationMutation = () =>
  $api.useMutation('post', '/auth/google-verification');
/** Asks the server for the Google authorization URL (an action, so a mutation although it is a GET). */
export const useGoogleRedirectMutation = () =>
  $api.useMutation('get', '/auth/get-google-auth-redirect');
