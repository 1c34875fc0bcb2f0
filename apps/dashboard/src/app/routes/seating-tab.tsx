import { PageSpinner } from '../../components/page-spinner.tsx';
import { SeatingTab } from '../../features/seating/components/seating-tab.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function SeatingTabRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <SeatingTab wedding={wedding} />;
}
