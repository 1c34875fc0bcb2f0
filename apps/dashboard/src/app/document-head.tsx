import { useDocumentHead } from '@convite/i18n/use-document-head';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** What a route tells the document: its title, in the current language. */
export type RouteHandle = { title?: (t: TFunction<'dashboard'>) => string };

function pageTitle(handle: unknown, t: TFunction<'dashboard'>): string | undefined {
  return (handle as RouteHandle | undefined)?.title?.(t);
}

/** The tab's title ("Inicia sesión · Convite") and the description, following the language. */
export function DocumentHead() {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation('common');
  const page = useMatches()
    .map((match) => pageTitle(match.handle, t))
    .filter((title) => title !== undefined)
    .at(-1);
  const app = common('appName');
  useDocumentHead(page ? `${page} · ${app}` : app, t('meta.description'));
  return null;
}
