import { useParams } from 'react-router';
import { InvitationPlaceholder } from '../../features/invitation/components/invitation-placeholder.tsx';

export default function InvitationRoute() {
  const { slug = '' } = useParams();
  return <InvitationPlaceholder slug={slug} />;
}
