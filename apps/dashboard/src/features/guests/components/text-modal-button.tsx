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
  /** The button's visible text; "Ver" by default. */
  caption?: string;
};

/** A button ("Ver") when there is a text; the text in a modal with a close button. */
export function TextModalButton({ text, title, label, caption }: TextModalButtonProps) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  if (!text) return caption === undefined ? <span className="muted">—</span> : null;
  return (
    <>
      <Button variant="ghost" aria-label={label} onClick={() => setOpen(true)}>
        {caption ?? t('guests.view')}
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
