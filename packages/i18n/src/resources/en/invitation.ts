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
    confirm: 'RSVP',
    seeAnswer: 'See my answer',
    rsvpBy: 'Please reply by {{day}}',
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
    waze: 'Open in Waze',
    addToCalendar: 'Add to calendar',
    calendarFile: 'Download calendar (iPhone, Outlook)',
    calendarFileMap: 'Directions',
    calendarFileInvitation: 'Your invitation',
    onlyAdults: 'Adults-only event',
    imageAlt: 'Photograph of {{event}}',
  },
  dressCode: {
    title: 'Dress code',
    icons: {
      long: 'Long dress',
      cocktail: 'Cocktail dress',
      short: 'Short dress',
      suit: 'Suit',
      tuxedo: 'Tuxedo',
      tie: 'Tie',
      guayabera: 'Guayabera',
    },
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
    guestOne: '{{name}}, we saved you 1 seat',
    guestMany: '{{name}}, we saved {{count}} seats for you',
    guestNote: 'A few words from {{names}} for you',
    codeIntro: 'Type your invitation code to reply.',
    code: 'Invitation code',
    codeNotFound: "We couldn't find an invitation with that code. Check it and try again.",
    continue: 'Continue',
    question: 'Will you join us?',
    yes: 'Yes',
    no: 'No',
    allOfUs: 'All of us to everything',
    allOfUsOneEvent: 'All of us will come',
    allEvents: "I'll be at everything",
    noneOfUs: 'None of us can come',
    notMe: "I can't come",
    seat: 'Guest {{number}}',
    firstName: 'First name',
    lastName: 'Last name',
    seatHint:
      'Their name is optional (for their place at the table). If nobody else is coming, leave this seat unanswered.',
    adult: 'Adult',
    child: 'Child',
    onlyAdults: 'Adults only',
    meal: 'Meal',
    diet: 'Allergies or diet',
    message: 'A message for the couple',
    needsAnswer: 'Choose yes or no.',
    needsMeal: 'Choose a meal.',
    incomplete: 'Something is still missing: check what is marked.',
    send: 'Send my answer',
    sending: 'Sending…',
    receipt: 'Your answer',
    goes: 'Will attend',
    notGoing: "Can't come",
    update: 'Change my answer',
    cancelChange: 'Keep my answer',
    savedYes: 'Thank you for confirming! We look forward to celebrating with you.',
    savedNo: 'Thank you for letting us know. We will miss you.',
    late: 'The date to reply has passed. You can still answer, but your answer will arrive late.',
    answeredLate: 'Your answer arrived after the date to reply.',
    closed:
      'The date to reply has passed and the couple no longer take answers here. If you need to tell them something, write to them directly.',
    closedWhatsApp:
      'The date to reply has passed and the couple no longer take answers here. If you need to tell them something, message them on WhatsApp.',
    whatsApp: 'Message the couple on WhatsApp',
    whatsAppAskOne:
      "Hi, it's {{name}}. I saw that replies are closed; can I still let you know if I'm coming?",
    whatsAppAskMany:
      "Hi, it's {{name}}. I saw that replies are closed; can we still let you know if we're coming?",
    whatsAppChangeOne:
      "Hi, it's {{name}}. I saw that replies are closed, and I'd like to change my answer; is that still possible?",
    whatsAppChangeMany:
      "Hi, it's {{name}}. I saw that replies are closed, and we'd like to change our answer; is that still possible?",
    retrying:
      'Your answer is saved on this phone and will be sent as soon as the connection is back. Please keep this page open.',
    previewReadOnly:
      'Preview: this is the form your guest will see. Answering is not possible from here.',
  },
  pass: {
    seats: 'Pass for {{count}}',
    unnamed: 'Guest',
    qr: 'QR code of the pass',
    atDoor: 'Show this code at the door.',
    open: 'Open my pass',
    download: 'Download PDF',
    notFoundTitle: 'Pass not found',
    notFound: 'We could not find this pass. Check the link or ask the couple for a new one.',
  },
  accommodations: {
    title: 'Accommodation',
    website: 'Website of {{name}}',
    location: 'See location',
    waze: 'Open in Waze',
  },
  gallery: {
    title: 'Gallery',
    imageAlt: 'Photograph {{number}} of {{count}}',
    open: 'View photograph {{number}} of {{count}} full screen',
    viewer: 'Photograph {{number}} of {{count}}, full screen',
    position: '{{number}} of {{count}}',
    close: 'Close',
    previous: 'Previous photograph',
    next: 'Next photograph',
  },
  song: {
    label: 'Wedding music',
  },
  preview: {
    banner: 'Preview',
    guest: 'This is how {{name}} sees their invitation.',
    note: 'It does not count as opened and cannot be answered. Personal links are sent from Guests.',
  },
  offline: {
    kept: 'No connection to the server: this is the last saved copy of your invitation and it may be out of date.',
    shared:
      "No connection to the server: this is the wedding's invitation, without your details yet. Reload it in a few minutes to see yours.",
    reload: 'Reload',
    unavailable:
      'We could not reach the server to show you the invitation. Reload it in a few minutes.',
    answerNotSent:
      'No connection to the server: your answer has not been sent yet. Check that it is as you want it and send it again in a few minutes.',
    resend: 'Send again',
  },
  tooManyTries: {
    title: 'Too many tries',
    minute:
      'There were too many tries from this connection. Wait a minute and open your link again.',
    minutes:
      'There were too many tries from this connection. Wait {{count}} minutes and open your link again.',
    later:
      'There were too many tries from this connection. Wait a few minutes and open your link again.',
  },
  guestData: {
    remove: 'Delete my data',
    removeHint:
      'Removes your name, phone number, answers and messages from this invitation. The couple will only see that a guest left.',
    confirmTitle: 'Delete your data?',
    confirmText:
      'We will delete your name, phone number, answer, diets and messages now. This cannot be undone, and this link will no longer show your invitation.',
    confirm: 'Yes, delete my data',
    cancel: 'Cancel',
    removing: 'Deleting…',
    removedTitle: 'Your data was deleted',
    removedMessage:
      'We deleted your name, phone number, answers and messages. The couple only sees that a guest left.',
  },
};
