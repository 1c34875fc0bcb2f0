import { useInvitationTexts } from '../../invitation-i18n.tsx';
import { answerWindow, CONFIRMATION_FORM_ID } from '../../confirmation-rules.ts';
import type {
  EventModel,
  InvitationGuestModel,
  InvitationLocale,
  InvitationModel,
} from '../../model.ts';
import { RsvpDeadline } from '../rsvp-deadline.tsx';
import { Section } from '../section.tsx';
import { CodeForm } from './code-form.tsx';
import type { ConfirmationProps } from './confirmation-props.ts';
import { GuestForm } from './guest-form.tsx';
import { PassCard } from './pass-card.tsx';

type ConfirmationSectionProps = {
  wedding: InvitationModel;
  /** The events of the guest's invitation (visibleEvents). */
  events: EventModel[];
  locale: InvitationLocale;
  now: Date;
  guest: InvitationGuestModel | null;
  confirmation: ConfirmationProps;
};

/** The digital confirmation: asks for the code on a bare link, then the guest's answer. */
export function ConfirmationSection({
  wedding,
  events,
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
            // A new saved answer starts the form again from it (and shows it read back).
            key={JSON.stringify(guest)}
            wedding={wedding}
            guest={guest}
            events={events}
            confirmation={confirmation}
            deadline={deadline}
            answerWindow={answerWindow(wedding, now)}
          />
        ) : (
          <CodeForm confirmation={confirmation} locale={locale} deadline={deadline} />
        )}
      </div>
      {guest?.pass ? <PassCard pass={guest.pass} slug={wedding.slug} locale={locale} /> : null}
    </Section>
  );
}
