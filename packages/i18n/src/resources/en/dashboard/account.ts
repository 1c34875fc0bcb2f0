import type { accountTexts as es } from '../../es/dashboard/account.ts';

/** The couple's account, and leaving the answers' notices from an email. */
export const accountTexts: typeof es = {
  account: {
    name: 'Name',
    email: 'Email',
    googleNote: 'You sign in with your Google account.',
    support: 'Support',
    supportText: "Need help, or want to change your wedding's slug or date? Write to us.",
    whatsapp: 'WhatsApp',
    emailUs: 'Email',
    notices: {
      title: 'Answer notices',
      intro: 'We email you when your guests answer. Choose how often:',
      each: 'Every time someone answers',
      eachHint: 'One email per answer or changed answer, with the link to that guest.',
      daily: 'A daily summary',
      dailyHint: "One email at 8 pm with the day's answers, when there are any.",
      off: 'No notices',
      offHint: 'You will see the answers only here, in your guest list.',
      loadFailed: 'We could not load your notices. Reload the page.',
    },
  },
  unsubscribe: {
    title: 'Answer notices',
    working: 'Stopping the notices…',
    toAccount: 'Go to my account',
  },
};
