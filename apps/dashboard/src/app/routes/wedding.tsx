import { WeddingShell } from '../../features/weddings/components/wedding-shell.tsx';

export default function WeddingRoute() {
  return <WeddingShell />;
}
