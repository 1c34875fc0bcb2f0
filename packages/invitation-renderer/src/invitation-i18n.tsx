import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@convite/i18n/create-i18n';
import type { InvitationLocale } from './model.ts';

// The renderer's texts follow its `locale` prop alone: one i18next instance per language, created once
// per process (the same on the server and in the browser) and never reading or writing storage.
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

const instances = new Map<InvitationLocale, i18n>();

export function invitationI18n(locale: InvitationLocale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n({ namespaces: ['invitation'], language: locale, storage: NO_STORAGE });
    instances.set(locale, instance);
  }
  return instance;
}

export function InvitationI18n({
  locale,
  children,
}: {
  locale: InvitationLocale;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={invitationI18n(locale)} defaultNS="invitation">
      {children}
    </I18nextProvider>
  );
}
