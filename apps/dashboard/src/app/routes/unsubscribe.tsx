import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../../features/account/components/unsubscribe-page.tsx';

export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <UnsubscribePage key={token} token={token} />;
}
