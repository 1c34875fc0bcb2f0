import { AdminLayout } from '../../features/admin-shell/components/admin-layout.tsx';

export default function AdminRoute() {
  return <AdminLayout />;
}
