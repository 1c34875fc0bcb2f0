import {
  TabPlaceholder,
  type WeddingTab,
} from '../../features/weddings/components/tab-placeholder.tsx';

export default function WeddingTabRoute({ tab }: { tab: WeddingTab }) {
  return <TabPlaceholder tab={tab} />;
}
