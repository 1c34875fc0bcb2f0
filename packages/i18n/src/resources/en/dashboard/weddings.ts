import type { weddingsTexts as es } from '../../es/dashboard/weddings.ts';

/** Creating a wedding, and the wedding's page with its tabs. */
export const weddingsTexts: typeof es = {
  weddingForm: {
    title: 'Create your wedding',
    subtitle: 'These details will appear on your invitation.',
    name: 'Wedding name',
    slug: 'Slug',
    slugHint:
      'The end of your invitation’s address, made from your names as you type them. You can change it: accents and spaces become plain letters and hyphens.',
    date: 'Date and time',
    dateHint: 'Mexico City time.',
    slugAvailable: 'Available: no other wedding uses this address.',
    slugTaken:
      'Another wedding already has this address. Try another, for example by adding the year.',
    submit: 'Create wedding',
  },
  wedding: {
    navigation: 'Wedding sections',
    toggleMenu: 'Show or hide the menu',
    tabs: {
      activation: 'Plan',
      editing: 'Content',
      themes: 'Themes',
      guests: 'Guests',
      account: 'Account',
    },
    guestForm: 'Add guest',
    guestBatch: 'Add guests from a file',
    invitationLink: 'Your invitation link',
    loadFailed: 'We could not load your wedding.',
    retry: 'Try again',
    unsaved: {
      title: 'Leave without saving your changes?',
      lead: 'You have changes that are not saved. If you leave now, they will be lost.',
      saveAndLeave: 'Save and leave',
      leave: 'Leave without saving',
      stay: 'Keep editing',
    },
    guestPreview: {
      title: 'Your invitation, as a guest sees it',
      intro:
        'Open it as one of your guests to check it. It is only a preview: it does not count as opened and cannot be answered.',
      guest: 'View as',
      open: 'Open preview',
      personalLinks:
        'Personal links, the ones each guest opens to answer, are copied and sent from Guests.',
      goToGuests: 'Go to Guests',
      noGuests: 'You have no guests yet. Add one in Guests to see their invitation.',
      loadFailed: 'We could not load your guests.',
      close: 'Close',
    },
  },
};
