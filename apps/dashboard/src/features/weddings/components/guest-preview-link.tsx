import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { Notice } from '@convite/ui/notice';
import { Select } from '@convite/ui/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $api } from '../../../lib/api.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { openGuestPreview } from '../api/guest-preview.ts';

/**
 * "Tu enlace de invitación": opens a dialog to see the invitation as one chosen guest (the first
 * by default), read-only, and says where the personal links to send live (Invitados).
 */
export function GuestPreviewLink({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="invitation-link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('wedding.invitationLink')}
      </button>
      <Modal
        open={isOpen}
        title={t('wedding.guestPreview.title')}
        closeLabel={t('wedding.guestPreview.close')}
        onClose={() => setOpen(false)}
      >
        <GuestPreviewChooser wedding={wedding} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function GuestPreviewChooser({ wedding, onDone }: { wedding: Wedding; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  // The list's first page (the guests in the order the couple sees them in Invitados).
  const guests = useQuery(
    $api.queryOptions('post', '/guests/get-by-wedding', {
      body: { weddingId: wedding.id, page: 1 },
    }),
  );
  const list = guests.data?.guests ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [isOpening, setOpening] = useState(false);
  const guestId = chosen ?? list[0]?.id ?? null;

  const open = async () => {
    if (guestId === null) return;
    setOpening(true);
    const opened = await openGuestPreview(guestId);
    setOpening(false);
    if (opened) onDone();
  };

  return (
    <div className="stack guest-preview">
      <p className="modal-text">{t('wedding.guestPreview.intro')}</p>
      {guests.isError ? (
        <Notice kind="error">{t('wedding.guestPreview.loadFailed')}</Notice>
      ) : guests.isSuccess && list.length === 0 ? (
        <Notice>{t('wedding.guestPreview.noGuests')}</Notice>
      ) : (
        <>
          <Select
            label={t('wedding.guestPreview.guest')}
            value={guestId}
            options={list.map((guest) => ({
              value: guest.id,
              label: [guest.name, guest.lastName].filter(Boolean).join(' '),
            }))}
            onChange={setChosen}
            disabled={!guests.isSuccess}
          />
          <Button loading={isOpening} disabled={guestId === null} onClick={() => void open()}>
            {t('wedding.guestPreview.open')}
          </Button>
        </>
      )}
      <p className="modal-text guest-preview__personal">
        {t('wedding.guestPreview.personalLinks')}{' '}
        <Link to={`/dashboard/boda/${wedding.id}/invitados`} onClick={onDone}>
          {t('wedding.guestPreview.goToGuests')}
        </Link>
      </p>
    </div>
  );
}
