import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { createI18n } from '@convite/i18n/create-i18n';
import { memoize } from '@convite/i18n/memoize';
import { invitationTexts } from '@convite/i18n/texts';
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
    instance = createI18n({
      texts: { invitation: invitationTexts },
      language: locale,
      storage: NO_STORAGE,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export type InvitationTexts = TFunction<'invitation'>;

/**
 * The locale's `t`, with every text kept once made. An instance's language and resources never change
 * (they are bundled, not loaded), so a text depends only on its key and options; and i18next's
 * lookup, then react-i18next's hook in each component, were half of a guest page's render.
 */
const textsFor = memoize(
  (locale: InvitationLocale): InvitationTexts => {
    // The kept function takes and answers exactly what i18next's does; only its overloads are lost.
    const t = invitationI18n(locale).getFixedT(locale, 'invitation') as unknown as (
      ...args: unknown[]
    ) => string;
    return memoize(t, (...args) => JSON.stringify(args), 1000) as unknown as InvitationTexts;
  },
  (locale) => locale,
);

const TextsContext = createContext<InvitationLocale>('es');

export function InvitationI18n({
  locale,
  children,
}: {
  locale: InvitationLocale;
  children: ReactNode;
}) {
  return <TextsContext.Provider value={locale}>{children}</TextsContext.Provider>;
}

/** The renderer's texts (the `invitation` namespace) in the locale of the invitation around it. */
export function useInvitationTexts(): InvitationTexts {
  return textsFor(useContext(TextsContext));
}
