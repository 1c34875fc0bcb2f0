import { WeddingForm } from '../../features/weddings/components/wedding-form.tsx';

export default function WeddingFormRoute() {
  return <WeddingForm />;
}
