import { PageSpinner } from '../../components/page-spinner.tsx';
import { GuestBatchPage } from '../../features/guests/components/guest-batch.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function GuestBatchRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <GuestBatchPage wedding={wedding} />;
}
