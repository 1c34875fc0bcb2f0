import { PageSpinner } from '../../components/page-spinner.tsx';
import { MessageTemplatesEditor } from '../../features/guests/components/message-templates/message-templates-editor.tsx';
import { ReminderSchedulePanel } from '../../features/guests/components/reminder-schedule/reminder-schedule-panel.tsx';
import { useWedding } from '../../lib/wedding.ts';

export default function MessagesRoute() {
  const { data: wedding } = useWedding();
  if (!wedding) return <PageSpinner />;
  return (
    <>
      <MessageTemplatesEditor wedding={wedding} />
      <ReminderSchedulePanel wedding={wedding} />
    </>
  );
}
