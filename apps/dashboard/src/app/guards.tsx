import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import {
  guardRedirect,
  homePathFor,
  useClientToken,
  useMe,
  type GuardLevel,
} from '../lib/session.ts';

/**
 * The route guards, checked in the specification's order: login, verification, complete data,
 * at least one wedding. While the client loads (or the re-authentication modal is open) a spinner shows.
 */
export function RequireClient({ level }: { level: GuardLevel }) {
  const token = useClientToken();
  const me = useMe();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (!me.data) return <PageSpinner />;
  const target = guardRedirect(me.data, level);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** /login for a signed-in client goes to their wedding or the wedding form. */
export function RedirectSignedIn() {
  const token = useClientToken();
  const me = useMe();
  if (token && me.data) return <Navigate to={homePathFor(me.data)} replace />;
  if (token && me.isPending) return <PageSpinner />;
  return <Outlet />;
}

/** /dashboard and /dashboard/crear-boda when a wedding exists: to that wedding. */
export function RedirectToWedding() {
  const me = useMe();
  const wedding = me.data?.weddings[0];
  if (wedding) return <Navigate to={`/dashboard/boda/${wedding.id}`} replace />;
  return <Outlet />;
}

/** /dashboard/boda/:id for a wedding that is not the client's: to their own. */
export function RequireOwnWedding() {
  const me = useMe();
  const { id } = useParams();
  const weddings = me.data?.weddings ?? [];
  const first = weddings[0];
  if (first && !weddings.some((wedding) => String(wedding.id) === id)) {
    return <Navigate to={`/dashboard/boda/${first.id}`} replace />;
  }
  return <Outlet />;
}
