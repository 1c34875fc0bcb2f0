import { useSearchParams } from 'react-router';
import { GoogleCallback } from '../../features/auth/components/google-callback.tsx';

export default function GoogleCallbackRoute() {
  const [params] = useSearchParams();
  return <GoogleCallback code={params.get('code')} state={params.get('state')} />;
}
