import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutItem } from '../../checkout/components/checkout-modal.tsx';

/** What a plan's buy button calls; undefined while a payment is pending (nothing can be bought). */
export type ChooseItem = ((item: CheckoutItem) => void) | undefined;

/**
 * Opens the checkout of the plan a "not included" offer links to (`?plan=<id>`) once `items` and
 * `onChoose` are known, then forgets the request so that closing the checkout does not reopen it.
 */
export function useRequestedCheckout(items: CheckoutItem[] | undefined, onChoose: ChooseItem) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('plan');
  // The URL changes after a render or two: until then the same request must not open it again.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (requested === null) handled.current = null;
    if (requested === null || requested === handled.current || !items || !onChoose) return;
    handled.current = requested;
    setParams(
      (current) => {
        current.delete('plan');
        return current;
      },
      { replace: true },
    );
    const item = items.find((candidate) => String(candidate.plan.id) === requested);
    if (item) onChoose(item);
  }, [requested, items, onChoose, setParams]);
}
