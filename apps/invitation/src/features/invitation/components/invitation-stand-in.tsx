// Stands in for @convite/invitation-renderer/invitation (same props) until the renderer lands.
import type {
  ConfirmationAnswer,
  ConfirmationStatus,
  InvitationGuestModel,
  InvitationLocale,
  InvitationModel,
} from '@convite/invitation-renderer/model';

export type InvitationProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel | null;
  theme: unknown;
  locale: InvitationLocale;
  now: Date;
  confirmation: {
    status: ConfirmationStatus;
    errorMessage?: string;
    fieldErrors?: Record<string, string[]>;
    onSubmit: (answer: ConfirmationAnswer) => void;
    onCode: (code: string) => void;
  };
};

export function Invitation({ wedding, guest, locale, now, confirmation }: InvitationProps) {
  return (
    <main lang={locale}>
      <h1>{wedding.name}</h1>
      <p>{now.toISOString()}</p>
      <p data-testid="guest">{guest ? guest.name : '-'}</p>
      <p data-testid="status">{confirmation.status}</p>
      {confirmation.errorMessage && <p role="alert">{confirmation.errorMessage}</p>}
      <button
        type="button"
        onClick={() =>
          confirmation.onSubmit({
            confirmation: true,
            confirmedGuests: 1,
            foodRestrictions: null,
            message: null,
          })
        }
      >
        submit
      </button>
      <button type="button" onClick={() => confirmation.onCode('ABCD2345')}>
        code
      </button>
    </main>
  );
}
