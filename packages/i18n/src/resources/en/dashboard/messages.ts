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
    back: 'Back to guests',
    kinds: { invitation: 'Invitation', reminder: 'Reminder' },
    kindsLabel: 'Message',
    language: 'Message language',
    languages: { es: 'Español', en: 'English' },
    text: 'Your message',
    insert: 'Insert',
    insertHint: "Tap a detail to add it at the cursor; it is filled in with each guest's own.",
    placeholders: {
      name: "Guest's name",
      link: 'Personal link',
      couple: 'Your names',
      date: 'Wedding date',
      deadline: 'RSVP deadline',
    },
    deadlineUnset: 'With no deadline set, that line is not sent. You can set it in Editing.',
    counter: '{{count}} / {{max}}',
    problems: {
      empty: 'Write the message.',
      tooLong: 'The message allows up to {{max}} characters.',
      linkMissing:
        'Include the personal link ({link}): without it, the message does not lead to the invitation.',
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
    },
    walkthrough: {
      invitationTitle: 'Send to the pending',
      reminderTitle: "Remind those who haven't answered",
      progress: '{{current}} of {{total}}',
      open: 'Open WhatsApp',
      openTo: 'Open WhatsApp with the message for {{name}}',
      skip: 'Skip',
      skipHint: 'Opening WhatsApp marks the invitation as sent and moves to the next guest.',
      remindHint: 'Opening WhatsApp records the reminder and moves to the next guest.',
      remindedAgo: 'Reminded {{ago}}',
      noneInvitation: 'All sent! There are no pending invitations.',
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
