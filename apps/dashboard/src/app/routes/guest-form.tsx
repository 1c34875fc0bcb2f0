import { PageSpinner } from '../../components/page-spinner.tsx';
import { GuestFormPage } from '../../features/guests/components/guest-form.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function GuestFormRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return <GuestFormPage wedding={wedding} />;
}
