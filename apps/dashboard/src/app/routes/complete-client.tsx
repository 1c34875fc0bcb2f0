import { CompleteClientForm } from '../../features/account/components/complete-client-form.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useMe } from '../../lib/session.ts';

export default function CompleteClientRoute() {
  const { data: client } = useMe();
  // The guard renders this only once the client is loaded.
  if (!client) return <PageSpinner />;
  return <CompleteClientForm key={client.id} client={client} />;
}
