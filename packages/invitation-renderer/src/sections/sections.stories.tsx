import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answeredGuest,
  answeredWithCompanion,
  mexicanWedding,
} from '../fixtures/mexican-wedding.ts';
import { onlySection, storyProps } from '../fixtures/story-props.ts';
import { Invitation } from '../invitation.tsx';

// One story per section, in Spanish and English: the invitation with only that section's content.
const meta = {
  title: 'Invitation/Sections',
  component: Invitation,
  args: storyProps,
} satisfies Meta<typeof Invitation>;

export default meta;
type Story = StoryObj<typeof meta>;

const w = mexicanWedding;
const header = onlySection({ coverImages: w.coverImages, hasCountdown: true });
const messages = onlySection({ invitationSectionEnabled: true, invitation: w.invitation });
const events = onlySection({ events: w.events });
const dressCode = onlySection({ dressCodeEnabled: true });
const itinerary = onlySection({ itineraryEvents: w.itineraryEvents });
const giftRegistry = onlySection({
  giftRegistries: w.giftRegistries,
  giftRegistryMessage: w.giftRegistryMessage,
  acceptsEnvelope: true,
});
const confirmation = onlySection({ confirmationEnabled: true });
/** The form per person and event: the events (with the reception's menu) and the couple's questions. */
const confirmationPerEvent = onlySection({ confirmationEnabled: true, events: w.events });
const pastDeadline = new Date('2027-10-31T18:00:00Z');
const accommodations = onlySection({ accommodations: w.accommodations });
const gallery = onlySection({ galleryImages: w.galleryImages });
const song = onlySection({ song: w.song });

export const HeaderEs: Story = { args: { wedding: header } };
export const HeaderEn: Story = { args: { wedding: header, locale: 'en' } };
export const MessagesEs: Story = { args: { wedding: messages } };
export const MessagesEn: Story = { args: { wedding: messages, locale: 'en' } };
export const EventsEs: Story = { args: { wedding: events } };
export const EventsEn: Story = { args: { wedding: events, locale: 'en' } };
export const DressCodeEs: Story = { args: { wedding: dressCode } };
export const DressCodeEn: Story = { args: { wedding: dressCode, locale: 'en' } };
export const ItineraryEs: Story = { args: { wedding: itinerary } };
export const ItineraryEn: Story = { args: { wedding: itinerary, locale: 'en' } };
export const GiftRegistryEs: Story = { args: { wedding: giftRegistry } };
export const GiftRegistryEn: Story = { args: { wedding: giftRegistry, locale: 'en' } };
export const ConfirmationEs: Story = { args: { wedding: confirmation } };
export const ConfirmationEn: Story = { args: { wedding: confirmation, locale: 'en' } };
export const ConfirmationCodeEs: Story = { args: { wedding: confirmation, guest: null } };
export const ConfirmationCodeEn: Story = {
  args: { wedding: confirmation, guest: null, locale: 'en' },
};
export const ConfirmationSendingEs: Story = {
  args: { wedding: confirmation, confirmation: { ...storyProps.confirmation, status: 'sending' } },
};
export const ConfirmationRetryingEs: Story = {
  args: { wedding: confirmation, confirmation: { ...storyProps.confirmation, status: 'retrying' } },
};
export const ConfirmationRetryingEn: Story = {
  args: {
    wedding: confirmation,
    locale: 'en',
    confirmation: { ...storyProps.confirmation, status: 'retrying' },
  },
};
export const ConfirmationErrorEs: Story = {
  args: {
    wedding: confirmation,
    confirmation: {
      ...storyProps.confirmation,
      status: 'error',
      errorMessage: 'No pudimos guardar tu respuesta. Intenta de nuevo.',
      fieldErrors: { message: ['El mensaje es demasiado largo.'] },
    },
  },
};
export const ConfirmationPerEventEs: Story = { args: { wedding: confirmationPerEvent } };
export const ConfirmationPerEventEn: Story = {
  args: { wedding: confirmationPerEvent, locale: 'en' },
};
export const ConfirmationReceiptEs: Story = {
  args: { wedding: confirmationPerEvent, guest: answeredGuest },
};
export const ConfirmationLateEs: Story = {
  args: { wedding: confirmationPerEvent, now: pastDeadline },
};
export const ConfirmationClosedEs: Story = {
  args: { wedding: { ...confirmationPerEvent, lateAnswers: 'closed' }, now: pastDeadline },
};
/** Closed, with the couple's WhatsApp: a button opens their chat with the guest's message typed. */
const closedWithWhatsApp = {
  ...confirmationPerEvent,
  lateAnswers: 'closed' as const,
  contactPhone: '+525512345678',
};
export const ConfirmationClosedWhatsAppEs: Story = {
  args: { wedding: closedWithWhatsApp, now: pastDeadline },
};
export const ConfirmationClosedWhatsAppEn: Story = {
  args: { wedding: closedWithWhatsApp, now: pastDeadline, guest: answeredGuest, locale: 'en' },
};
/** Changing an answer: the companion the guest named is in the fields, to correct or clear. */
export const ConfirmationCompanionEs: Story = {
  args: {
    wedding: confirmationPerEvent,
    guest: answeredWithCompanion,
    confirmation: { ...storyProps.confirmation, startsInUpdateMode: true },
  },
};
export const AccommodationsEs: Story = { args: { wedding: accommodations } };
export const AccommodationsEn: Story = { args: { wedding: accommodations, locale: 'en' } };
export const GalleryEs: Story = { args: { wedding: gallery } };
export const GalleryEn: Story = { args: { wedding: gallery, locale: 'en' } };
export const SongEs: Story = { args: { wedding: song } };
export const SongEn: Story = { args: { wedding: song, locale: 'en' } };
