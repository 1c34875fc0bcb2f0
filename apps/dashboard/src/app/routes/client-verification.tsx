import { useParams } from 'react-router';
import { ClientVerification } from '../../features/auth/components/client-verification.tsx';

export default function ClientVerificationRoute() {
  const { token = '' } = useParams();
  // A new token (another link) starts a new verification.
  return <ClientVerification key={token} token={token} />;
}
