import type { remindersTexts as es } from '../../es/dashboard/reminders.ts';

/** The couple's reminders on a schedule (Messages). */
export const remindersTexts: typeof es = {
  reminders: {
    title: 'Automatic reminders',
    lead: 'To the guests who have not answered yet, on the days you choose, from 10:00 (Mexico City time) and never at night.',
    viaCloudApi:
      'Your reminder message reaches them on WhatsApp, once on each chosen day, only if they already received their invitation and did not ask to stop receiving messages.',
    viaEmail:
      'That morning we email you who is missing and the link to remind them from your WhatsApp, one by one.',
    enabled: 'Send automatic reminders',
    daysLegend: 'Days before the RSVP deadline (up to {{max}})',
    daysLegendWedding: 'Days before the wedding (up to {{max}})',
    oneDay: '1 day',
    days: '{{count}} days',
    noDeadline:
      'Without an RSVP deadline, the days count back from the wedding. You can set one in Editing.',
    upcoming: 'Next reminders: {{days}}.',
    noneUpcoming: 'None of those days is still ahead.',
    dayFormat: 'cccc, MMMM d',
    chooseDay: 'Choose at least one day.',
    save: 'Save reminders',
  },
};
