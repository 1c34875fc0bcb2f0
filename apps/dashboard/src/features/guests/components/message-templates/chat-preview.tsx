import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const URL_PATTERN = /(https?:\/\/\S+)/g;

export type ChatPreviewProps = {
  /** Who the chat is with (the guest). */
  contactName: string;
  message: string;
  /** The accessible name of the preview, e.g. "Así lo verá". */
  label: string;
};

/**
 * The message as the guest will see it in WhatsApp: the chat's header, the wallpaper, one outgoing
 * bubble with the line breaks kept and the link underlined.
 */
export function ChatPreview({ contactName, message, label }: ChatPreviewProps) {
  const { t } = useTranslation('dashboard');
  const initial = contactName.trim().charAt(0).toUpperCase() || '?';
  return (
    <figure className="chat-preview" aria-label={label}>
      <div className="chat-preview__header" aria-hidden="true">
        <span className="chat-preview__avatar">{initial}</span>
        <span className="chat-preview__contact">
          <strong>{contactName}</strong>
          <small>{t('messages.chatStatus')}</small>
        </span>
      </div>
      <div className="chat-preview__wall">
        <p className="chat-preview__bubble" data-testid="chat-bubble">
          {message.split(URL_PATTERN).map((part, index) =>
            index % 2 === 1 ? (
              <span key={index} className="chat-preview__link">
                {part}
              </span>
            ) : (
              <Fragment key={index}>{part}</Fragment>
            ),
          )}
          <span className="chat-preview__meta" aria-hidden="true">
            12:00 ✓✓
          </span>
        </p>
      </div>
    </figure>
  );
}
