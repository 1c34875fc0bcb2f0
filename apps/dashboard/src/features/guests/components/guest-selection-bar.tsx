import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDownload } from '../../../lib/use-download.ts';
import {
  deleteGuest,
  downloadGuestQrSheet,
  setGuestSent,
  useGuestMutation,
  type Guest,
} from '../api/guests.ts';
import { fullName } from '../utils/guest-access.ts';

export type GuestSelectionBarProps = {
  weddingId: number;
  /** The ticked guests, of any page. */
  guests: readonly Guest[];
  /** False while the wedding is inactive: marking, reminding and deleting are disabled. */
  canWrite: boolean;
  onClear: () => void;
};

/**
 * What the couple does to the ticked guests at once: mark them sent, remind them (the reminder
 * walkthrough, for those of them who have not answered), print their QR cards, delete them (after
 * a confirmation). One call a guest for the marks and deletions, one message at the end.
 */
export function GuestSelectionBar({
  weddingId,
  guests,
  canWrite,
  onClear,
}: GuestSelectionBarProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const ids = guests.map((guest) => guest.id);
  const markSent = useGuestMutation(async (toMark: readonly Guest[]) => {
    for (const guest of toMark) await setGuestSent({ id: guest.id, sent: true });
    const count = toMark.length;
    return {
      message:
        count === 1
          ? t('guests.selection.markedSentOne')
          : t('guests.selection.markedSent', { count }),
    };
  });
  const remove = useGuestMutation(async (toDelete: readonly number[]) => {
    for (const id of toDelete) await deleteGuest(id);
    const count = toDelete.length;
    return {
      message:
        count === 1 ? t('guests.selection.deletedOne') : t('guests.selection.deleted', { count }),
    };
  });
  const printQr = useDownload(() => downloadGuestQrSheet(weddingId, ids));
  const unsent = guests.filter((guest) => !guest.sent);

  return (
    <section className="guest-selection" aria-label={t('guests.selection.label')}>
      <p className="guest-selection__count" aria-live="polite">
        {guests.length === 1
          ? t('guests.selection.countOne')
          : t('guests.selection.count', { count: guests.length })}
      </p>
      <div className="guest-selection__actions">
        <Button
          variant="secondary"
          disabled={!canWrite || unsent.length === 0}
          loading={markSent.isPending}
          onClick={() => markSent.mutate(unsent)}
        >
          {t('guests.selection.markSent')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canWrite}
          onClick={() =>
            void navigate(`../enviar/recordatorio?invitados=${ids.join(',')}`, { relative: 'path' })
          }
        >
          {t('guests.selection.remind')}
        </Button>
        <Button variant="secondary" loading={printQr.isLoading} onClick={printQr.run}>
          {t('guests.selection.printQr')}
        </Button>
        <Button
          variant="ghost"
          className="guest-selection__delete"
          disabled={!canWrite}
          onClick={() => setConfirming(true)}
        >
          {t('guests.selection.delete')}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          {t('guests.selection.clear')}
        </Button>
      </div>
      <ConfirmModal
        open={isConfirming}
        message={
          guests.length === 1 && guests[0]
            ? t('guests.deleteConfirm', { name: fullName(guests[0]) })
            : t('guests.selection.deleteConfirm', { count: guests.length })
        }
        confirmLabel={t('guests.selection.delete')}
        cancelLabel={t('guests.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync(ids);
          setConfirming(false);
          onClear();
        }}
      />
    </section>
  );
}
