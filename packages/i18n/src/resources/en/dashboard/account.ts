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
    data: {
      title: 'Your data',
      intro:
        "Your data and your guests' data are yours: download them whenever you like, or close your account to delete them.",
      download: 'Download my data',
      close: 'Close my account',
      downloadTitle: 'Download my data',
      downloadText:
        'You get a .zip file with everything you and your guests entered: your wedding, your guests with their answers and messages, your tables, your themes and your payments (in data.json), your guest list as Excel, and your photos and song.',
      downloadConfirm: 'Download',
      downloaded: 'Done: check your downloads (convite-mis-datos.zip).',
      closeTitle: 'Close your account?',
      closeDeletes:
        'Your wedding, your invitation, your guests with their answers and messages, your photos and your song are deleted for good. Your invitation will no longer be available and you will not be able to sign in.',
      closeKeeps:
        'Your payments are kept for five years, as tax law requires (amount, date, plan and your invoice details if you asked for one), without your name, your email or your card digits.',
      closeAdvice: 'If you want to keep anything, download your data first.',
      closeConfirm: 'Close my account for good',
      password: 'Your password',
      passwordMissing: 'Type your password to confirm it is you.',
      googleCheck:
        'You sign in with Google: if you signed in more than 5 minutes ago, we will ask you to sign in with Google again to confirm it is you.',
      signInAgain: 'Sign in with Google again',
      cancel: 'Cancel',
    },
  },
  unsubscribe: {
    title: 'Answer notices',
    working: 'Stopping the notices…',
    toAccount: 'Go to my account',
  },
};
