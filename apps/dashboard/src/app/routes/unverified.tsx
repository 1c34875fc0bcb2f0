import { UnverifiedPanel } from '../../features/auth/components/unverified-panel.tsx';

export default function UnverifiedRoute() {
  return <UnverifiedPanel />;
}
