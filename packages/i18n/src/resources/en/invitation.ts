import type { invitation as es } from '../es/invitation.ts';

export const invitation: typeof es = {
  notAvailable: {
    title: 'Invitation not available',
    message: 'This invitation is not available. Check the link or ask the couple.',
  },
  meta: {
    description: 'The wedding of {{names}} · {{date}}',
  },
  opensInNewTab: '(opens in a new tab)',
  time: {
    am: 'AM',
    pm: 'PM',
  },
  header: {
    coverAlt: 'Photograph of {{names}}',
    countdown: {
      label: 'Countdown to the wedding',
      day: 'Day',
      days: 'Days',
      hour: 'Hour',
      hours: 'Hours',
      minute: 'Minute',
      minutes: 'Minutes',
      second: 'Second',
      seconds: 'Seconds',
    },
    married: 'Just married!',
  },
  messages: {
    label: 'Invitation',
    bridesParents: 'Parents of the bride',
    groomsParents: 'Parents of the groom',
    deceased: 'In memoriam',
  },
  events: {
    title: 'Events',
    location: 'See location',
    addToCalendar: 'Add to calendar',
    calendarFile: 'Download calendar (iPhone, Outlook)',
    calendarFileMap: 'Directions',
    calendarFileInvitation: 'Your invitation',
    onlyAdults: 'Adults-only event',
    imageAlt: 'Photograph of {{event}}',
  },
  dressCode: {
    title: 'Dress code',
  },
  itinerary: {
    title: 'Itinerary',
  },
  giftRegistry: {
    title: 'Gift registry',
    envelope: 'If you prefer, there will also be an envelope box on the wedding day.',
  },
  confirmation: {
    title: 'Please RSVP',
    greeting: 'Hi, {{name}}!',
    reservedOne: 'We have reserved 1 seat in your honour.',
    reservedMany: 'We have reserved {{count}} seats in your honour.',
    codeIntro: 'Type your invitation code to reply.',
    code: 'Invitation code',
    codeNotFound: "We couldn't find an invitation with that code. Check it and try again.",
    continue: 'Continue',
    question: 'Will you join us?',
    yes: 'Yes, I will be there',
    no: 'I cannot attend',
    guestsQuestion: 'How many people will attend?',
    guestsOne: '1 person',
    guestsMany: '{{count}} people',
    foodRestrictions: 'Food restrictions',
    foodRestrictionsHint: 'Allergies, a vegetarian diet or anything we should know.',
    message: 'A message for the couple',
    send: 'Send my answer',
    sending: 'Sending…',
    update: 'Change my answer',
    cancelChange: 'Keep my answer',
    answeredYes: 'You have confirmed your attendance. Thank you!',
    answeredNo: 'You told us you cannot attend.',
    savedYes: 'Thank you for confirming! We look forward to celebrating with you.',
    savedNo: 'Thank you for letting us know. We will miss you.',
    retrying:
      'Your answer is saved on this phone and will be sent as soon as the connection is back. Please keep this page open.',
  },
  accommodations: {
    title: 'Accommodation',
    website: 'Website of {{name}}',
    location: 'See location',
  },
  gallery: {
    title: 'Gallery',
    imageAlt: 'Photograph {{number}} of {{count}}',
  },
  song: {
    label: 'Wedding music',
  },
};
