import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../lib/api.ts';

/**
 * POST /guests/get-summary: how many guests the wedding's list has (readable whatever the plan), for
 * the checkout to say what a plan without guest management hides. Undefined while loading or after a
 * failure, which leaves the guests out of the warning rather than blocking the payment.
 */
export function useGuestCount(weddingId: number): number | undefined {
  const { data } = useQuery({
    ...$api.queryOptions('post', '/guests/get-summary', { body: { weddingId } }),
    retry: false,
  });
  return data?.totalInvitations;
}
