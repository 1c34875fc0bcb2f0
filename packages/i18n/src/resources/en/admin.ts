import type { admin as es } from '../es/admin.ts';

export const admin: typeof es = {
  login: {
    title: 'Sign in to your account',
    adminSubtitle: 'Administrators',
    promoterSubtitle: 'Promoters',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
  },
  validation: {
    required: 'Required field',
    email: 'Invalid email address.',
    fillAllFields: 'Please fill out all fields correctly.',
  },
  layout: {
    logout: 'Log Out',
    toggleMenu: 'Show or hide the menu',
    navigation: 'Administration menu',
    clients: 'Clients',
    weddings: 'Weddings',
    payments: 'Payments',
    promoters: 'Promoters',
    comingSoon: 'This section will be available very soon.',
  },
  promoter: {
    title: 'Your promoter account',
    id: 'ID',
    name: 'Name',
    email: 'Email',
    exit: 'Exit',
  },
};
