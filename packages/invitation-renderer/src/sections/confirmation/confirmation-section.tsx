import { useInvitationTexts } from '../../invitation-i18n.tsx';
import { CONFIRMATION_FORM_ID } from '../../confirmation-rules.ts';
import type { InvitationGuestModel, InvitationLocale, InvitationModel } from '../../model.ts';
import { RsvpDeadline } from '../rsvp-deadline.tsx';
import { Section } from '../section.tsx';
import { CodeForm } from './code-form.tsx';
import type { ConfirmationProps } from './confirmation-props.ts';
import { GuestForm } from './guest-form.tsx';

type ConfirmationSectionProps = {
  wedding: InvitationModel;
  locale: InvitationLocale;
  now: Date;
  guest: InvitationGuestModel | null;
  confirmation: ConfirmationProps;
};

/** The digital confirmation: asks for the code on a bare link, then the guest's answer. */
export function ConfirmationSection({
  wedding,
  locale,
  now,
  guest,
  confirmation,
}: ConfirmationSectionProps) {
  const t = useInvitationTexts();
  const deadline = (
    <RsvpDeadline
      wedding={wedding}
      locale={locale}
      now={now}
      className="inv-confirmation-text inv-rsvp-deadline"
    />
  );
  const formKey = guest
    ? [
        guest.name,
        guest.confirmation,
        guest.confirmedGuests,
        guest.foodRestrictions,
        guest.message,
      ].join('|')
    : 'none';
  return (
    <Section
      name="confirmation"
      title={t('confirmation.title')}
      isTitleShown={wedding.showConfirmationSectionTitle}
    >
      <div
        id={CONFIRMATION_FORM_ID}
        className="inv-card inv-confirmation-card inv-base-shadow inv-base-corner-radius-card"
      >
        {guest ? (
          <GuestForm
            key={formKey}
            wedding={wedding}
            guest={guest}
            confirmation={confirmation}
            deadline={deadline}
          />
        ) : (
          <CodeForm confirmation={confirmation} locale={locale} deadline={deadline} />
        )}
      </div>
    </Section>
  );
}
