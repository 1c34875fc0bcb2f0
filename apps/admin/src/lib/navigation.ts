import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** One step of the breadcrumbs: a screen the admin came through. */
export type Crumb = { label: string; to: string };
/** Kept in the history entry's state, so back/forward and a reload keep the breadcrumbs. */
export type TrailState = { trail: Crumb[] };

function isCrumb(value: unknown): value is Crumb {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Crumb).label === 'string' &&
    typeof (value as Crumb).to === 'string'
  );
}

/**
 * The screens before this one (oldest first). A page opened from its address has none kept, so it
 * starts from `root` (a detail's list), or from nothing.
 */
export function useTrail(root?: Crumb): Crumb[] {
  const { state } = useLocation() as { state: unknown };
  const rootLabel = root?.label;
  const rootTo = root?.to;
  return useMemo(() => {
    const kept = (state as Partial<TrailState> | null)?.trail;
    const trail = Array.isArray(kept) ? kept.filter(isCrumb) : [];
    if (trail.length > 0 || rootLabel === undefined || rootTo === undefined) return trail;
    return [{ label: rootLabel, to: rootTo }];
  }, [state, rootLabel, rootTo]);
}

/**
 * The state for a link that leaves this screen for a detail: this screen (with its page and search)
 * is pushed onto the breadcrumbs first. A list passes `isRoot` so its trail starts over; a detail
 * passes its `root` so that, opened from its address, the next screen still starts from its list.
 */
export function useForwardState(
  label: string,
  { isRoot = false, root }: { isRoot?: boolean; root?: Crumb } = {},
): TrailState {
  const trail = useTrail(root);
  const { pathname, search } = useLocation();
  return { trail: [...(isRoot ? [] : trail), { label, to: `${pathname}${search}` }] };
}

/** Back to the screen the admin came from (keeping its own breadcrumbs), or to `fallback`. */
export function useReturn(fallback: string) {
  const trail = useTrail();
  const navigate = useNavigate();
  return useCallback(() => {
    const last = trail.at(-1);
    if (last) void navigate(last.to, { replace: true, state: { trail: trail.slice(0, -1) } });
    else void navigate(fallback, { replace: true });
  }, [trail, navigate, fallback]);
}
