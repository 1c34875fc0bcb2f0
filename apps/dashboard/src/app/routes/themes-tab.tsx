import { PageSpinner } from '../../components/page-spinner.tsx';
import { ThemesTab } from '../../features/themes/components/themes-tab.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function ThemesTabRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <ThemesTab wedding={wedding} />;
}
