import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TextModalButtonProps = {
  text: string | null;
  /** The dialog's title ("Mensaje de Carmen Ruiz"). */
  title: string;
  /** The button's accessible name ("Ver el mensaje de Carmen Ruiz"). */
  label: string;
};

/** "Ver" when there is a text; the text in a modal with a close button. */
export function TextModalButton({ text, title, label }: TextModalButtonProps) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  if (!text) return <span className="muted">—</span>;
  return (
    <>
      <Button variant="ghost" aria-label={label} onClick={() => setOpen(true)}>
        {t('guests.view')}
      </Button>
      <Modal
        open={isOpen}
        title={title}
        onClose={() => setOpen(false)}
        closeLabel={t('guests.close')}
      >
        <p className="guest-text">{text}</p>
      </Modal>
    </>
  );
}
