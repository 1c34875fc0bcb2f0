import type { messagesTexts as es } from '../../es/dashboard/messages.ts';

/** The couple's WhatsApp messages to their guests. */
export const messagesTexts: typeof es = {
  messages: {
    title: 'WhatsApp messages',
    panelTitle: 'Send by WhatsApp',
    panelHint: 'Write your message once and send it guest by guest from your phone.',
    editMessages: 'Edit messages',
    sendPending: 'Send to the pending',
    remind: "Remind those who haven't answered",
    sendPasses: 'Send passes',
    back: 'Back to guests',
    kinds: { invitation: 'Invitation', reminder: 'Reminder', pass: 'Pass' },
    kindsLabel: 'Message',
    language: 'Message language',
    languages: { es: 'Español', en: 'English' },
    text: 'Your message',
    insert: 'Insert',
    insertHint: "Tap a detail to add it at the cursor; it is filled in with each guest's own.",
    placeholders: {
      name: "Guest's name",
      link: 'Personal link',
      pass: "Household's pass",
      couple: 'Your names',
      date: 'Wedding date',
      deadline: 'RSVP deadline',
    },
    passNote:
      'Sent the week before the wedding to each household that said yes: their pass shows their names, their seats and their table, once they have one.',
    deadlineUnset: 'With no deadline set, that line is not sent. You can set it in Editing.',
    counter: '{{count}} / {{max}}',
    problems: {
      empty: 'Write the message.',
      tooLong: 'The message allows up to {{max}} characters.',
      linkMissing:
        'Include the personal link ({link}): without it, the message does not lead to the invitation.',
      passMissing: 'Include the pass ({pass}): without it, they have nothing to show at the door.',
    },
    save: 'Save message',
    saved: 'Saved',
    unsaved: 'Unsaved changes',
    isDefault: "Convite's default text",
    reset: 'Reset to the default text',
    preview: 'How it will look',
    previewFor: 'Preview for',
    sampleGuest: 'María (sample)',
    chatStatus: 'online',
    defaults: {
      invitation:
        'Hi, {name}! We are delighted to invite you to our wedding on {date}.\n\nHere is your personal invitation: {link}\n\nWith love, {couple}',
      reminder:
        "Hi, {name}! We hope you're doing well.\n\nWe'd love to know if you can join us at our wedding on {date}.\nPlease let us know by {deadline}.\n\nYour invitation: {link}\n\nWith love, {couple}",
      pass: "Almost time, {name}! We can't wait to see you on {date}.\n\nHere is your pass for the wedding: {pass}\n\nKeep it on your phone and show it when you arrive.\n\nWith love, {couple}",
    },
    walkthrough: {
      invitationTitle: 'Send to the pending',
      reminderTitle: "Remind those who haven't answered",
      passTitle: 'Send the passes',
      progress: '{{current}} of {{total}}',
      open: 'Open WhatsApp',
      openTo: 'Open WhatsApp with the message for {{name}}',
      skip: 'Skip',
      skipHint: 'Opening WhatsApp marks the invitation as sent and moves to the next guest.',
      remindHint: 'Opening WhatsApp records the reminder and moves to the next guest.',
      passHint: 'Opening WhatsApp moves on to the next household.',
      remindedAgo: 'Reminded {{ago}}',
      noneInvitation: 'All sent! There are no pending invitations.',
      nonePass:
        'No passes to send yet: households with a phone who said they are coming appear here.',
      noneReminder:
        'Nobody to remind: guests who were sent the invitation and have not answered appear here.',
      done: 'Done! You went through everyone.',
      doneCounts: 'You opened WhatsApp for {{opened}} and skipped {{skipped}}.',
      skippedTitle: 'Not sent by WhatsApp ({{count}})',
      skippedHint: 'You can copy their link and share it another way.',
      reasons: {
        noPhone: 'No valid phone',
        recentlyReminded: 'Reminded less than 24 hours ago',
      },
      pauseNote: 'Guests you reminded in the last 24 hours are not reminded again.',
      toList: 'See the guest list',
      loadFailed: 'We could not load the list.',
      inactive: 'Activate your invitation to send messages.',
    },
  },
};
