import { PageSpinner } from '../../components/page-spinner.tsx';
import { GuestsTab } from '../../features/guests/components/guests-tab.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function GuestsTabRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <GuestsTab wedding={wedding} />;
}
