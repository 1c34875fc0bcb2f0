import type { MessageKind } from '@convite/rules/message-template';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { SendWalkthrough } from '../../features/guests/components/send-walkthrough/send-walkthrough.tsx';
import { useWedding } from '../../lib/wedding.ts';

/** The walkthrough of each address: enviar/invitacion, enviar/recordatorio and enviar/pase. */
const KIND_OF_PATH: Record<string, MessageKind> = {
  invitacion: 'invitation',
  recordatorio: 'reminder',
  pase: 'pass',
};

export default function SendWalkthroughRoute() {
  const { data: wedding } = useWedding();
  const kind = KIND_OF_PATH[useParams().kind ?? ''];
  if (kind === undefined) return <Navigate to="../../invitados" relative="path" replace />;
  if (!wedding) return <PageSpinner />;
  return <SendWalkthrough key={kind} wedding={wedding} kind={kind} />;
}
