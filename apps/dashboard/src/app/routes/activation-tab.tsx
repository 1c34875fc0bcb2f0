import { PageSpinner } from '../../components/page-spinner.tsx';
import { ActivationTab } from '../../features/activation/components/activation-tab.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function ActivationTabRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <ActivationTab wedding={wedding} />;
}
