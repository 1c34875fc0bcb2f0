import { Navigate, Outlet } from 'react-router';
import { useAdminToken } from '../lib/admin-session.ts';

/** An admin route without an admin token goes to the admin login. */
export function RequireAdmin() {
  return useAdminToken() ? <Outlet /> : <Navigate to="/admin-login" replace />;
}

/** The admin login with a token already stored goes straight to the clients. */
export function RedirectAdmin() {
  return useAdminToken() ? <Navigate to="/admin/clientes" replace /> : <Outlet />;
}
