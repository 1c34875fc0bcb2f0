import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../message-templates/message-templates.css';

/** The guests tab's way into WhatsApp sending: the walkthroughs and the messages' editor. */
export function SendingPanel() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="sending-panel" aria-labelledby="sending-panel-title">
      <h2 id="sending-panel-title" className="sending-panel__title">
        {t('messages.panelTitle')}
      </h2>
      <p className="muted">{t('messages.panelHint')}</p>
      <div className="sending-panel__actions">
        <Link className="cv-button cv-button--primary" to="../enviar/invitacion" relative="path">
          {t('messages.sendPending')}
        </Link>
        <Link
          className="cv-button cv-button--secondary"
          to="../enviar/recordatorio"
          relative="path"
        >
          {t('messages.remind')}
        </Link>
        <Link className="cv-button cv-button--ghost" to="../mensajes" relative="path">
          {t('messages.editMessages')}
        </Link>
      </div>
    </section>
  );
}
