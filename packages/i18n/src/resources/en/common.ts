import type { common as es } from '../es/common.ts';

export const common: typeof es = {
  appName: 'Convite',
  language: {
    label: 'Language',
    es: 'Español',
    en: 'English',
  },
  actions: {
    logout: 'Log out',
    close: 'Close',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  loading: 'Loading…',
  notFound: {
    message: 'Sorry, page not found.',
    home: 'Take me home',
  },
  errors: {
    network: 'We could not reach the server. Check your connection and try again.',
    unexpected: 'Something went wrong. Please try again.',
  },
};
