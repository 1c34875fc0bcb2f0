import { TermsPage } from '../../features/legal/components/terms-page.tsx';

export default function TermsRoute() {
  return <TermsPage />;
}
