import { PageSpinner } from '../../components/page-spinner.tsx';
import { EditingTab } from '../../features/editing/components/editing-tab.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function EditingTabRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <EditingTab wedding={wedding} />;
}
