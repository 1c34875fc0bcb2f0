import type { landingTexts as es } from '../../es/dashboard/landing.ts';

/** The landing page and what every page's head says. */
export const landingTexts: typeof es = {
  meta: {
    description: 'Convite: digital wedding invitations.',
    terms: 'Terms and Conditions and Privacy Notice',
    notFound: 'Page not found',
  },
  landing: {
    login: 'Log in',
    eyebrow: 'Digital wedding invitations',
    title: 'Your wedding invitation, digital and smart',
    pitch:
      'Create an elegant invitation, share it with a personal link for every guest and collect their replies in one place.',
    start: 'Get started',
    demo: 'See a sample invitation',
    newTab: '(opens in a new tab)',
    highlights: {
      links: 'A personal link for every guest',
      replies: 'Replies as they arrive',
      themes: 'Designs created with AI',
    },
    preview: {
      label: "We're getting married",
      names: 'Ana & Luis',
      date: '02 · 14 · 2027',
      rsvp: 'RSVP',
    },
    steps: {
      title: 'How it works',
      lead: 'Your invitation ready in five steps, from your phone.',
      account: {
        title: 'Create your account',
        text: 'Sign up with your email or with Google.',
      },
      wedding: {
        title: 'Register your wedding',
        text: 'Your names, the date and your invitation link.',
      },
      content: {
        title: 'Add the content',
        text: 'Events, schedule, photos, song, dress code and gift registry.',
      },
      theme: {
        title: 'Choose your design',
        text: 'Pick a theme, or describe your wedding and let AI create one for you.',
      },
      guests: {
        title: 'Invite and get replies',
        text: 'Send every guest their personal link and follow their replies.',
      },
    },
    trial: {
      title: 'Try it free',
      text: 'Turn on test mode and build your whole invitation before you pay.',
      hours: '72 hours free',
      unit: 'hours',
      noCard: 'No card needed',
      start: 'Start free trial',
    },
    plans: {
      title: 'Plans',
      lead: 'One payment per wedding. Prices in Mexican pesos, VAT included.',
      buy: 'Buy',
      buyPlan: 'Buy {{name}}',
      error: "We couldn't load the plans. Please try again in a moment.",
    },
    payments: 'Pay by credit or debit card',
    cards: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
    },
    contact: {
      title: 'Contact',
      lead: 'Questions? Write to us, we are happy to help.',
      whatsapp: 'Phone and WhatsApp',
      email: 'Email',
      instagram: 'Instagram',
    },
    floating: {
      whatsapp: 'Message us on WhatsApp',
      instagram: 'Follow us on Instagram',
    },
    footer: {
      terms: 'Terms and conditions',
      privacy: 'Privacy notice',
      rights: '© {{year}} Convite',
    },
  },
};
