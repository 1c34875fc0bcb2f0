import { isValidationError } from '@convite/api/api-error';
import { formatPhone } from '@convite/rules/phone';
import { EditableField } from '@convite/ui/editable-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/error-message.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchKey } from '../api/content-calls.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { useInlineSave } from './saved-note.tsx';

/**
 * The couple's WhatsApp number for their guests, beside what happens after the deadline: when
 * answers are closed, the invitation offers guests a message to it. Saved in place like the other
 * texts; typed as people write numbers (a Mexican one needs no country code), stored by the server
 * in E.164 and shown back formatted. A number that cannot be real is refused, its message under it.
 */
export function ContactPhoneSetting({
  wedding,
  disabled,
}: {
  wedding: Wedding;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const label = t('editing.confirmation.contactPhone.label');
  const labels = useFieldLabels(label);
  const [error, setError] = useState<string | null>(null);
  const { mutation, savedNote } = useInlineSave(
    (contactPhone: string | null) => patchKey('weddings', wedding, 'contactPhone', contactPhone),
    // A refused number is said under the field; anything else still gets the red snack.
    { showsOwnErrors: true },
  );
  const stored = wedding.contactPhone;
  return (
    <div className="setting contact-phone">
      <EditableField
        label={label}
        value={stored === null ? null : formatPhone(stored)}
        kind="text"
        maxLength={30}
        disabled={disabled}
        labels={labels}
        display={(shown) =>
          shown || <span className="cv-editable__placeholder">{t('editing.empty')}</span>
        }
        placeholder={t('editing.confirmation.contactPhone.placeholder')}
        onCancel={() => setError(null)}
        onSave={async (next) => {
          setError(null);
          try {
            await mutation.mutateAsync(next === null ? null : next.trim());
          } catch (failure) {
            if (isValidationError(failure)) {
              setError(failure.fieldError('contactPhone') ?? failure.message);
            } else {
              reportError(failure);
            }
            // The field stays open with what was typed, to correct.
            throw failure;
          }
        }}
      />
      <p className="cv-field__hint">{t('editing.confirmation.contactPhone.hint')}</p>
      {error !== null && (
        <p className="cv-field__error" role="alert">
          {error}
        </p>
      )}
      {savedNote}
    </div>
  );
}
