import { currentLanguage, isLanguage } from '@convite/i18n/create-i18n';
import { useDocumentHead } from '@convite/i18n/use-document-head';
import { NotAvailable } from '@convite/invitation-renderer/not-available';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { InvitationPage } from '../features/invitation/components/invitation-page.tsx';
import { OfflineNote } from '../features/invitation/components/offline-note.tsx';
import { PreviewBanner } from '../features/invitation/components/preview-banner.tsx';
import { languageCookie } from '../lib/language-cookie.ts';
import { tooManyTriesText } from '../lib/too-many-tries.ts';
import type { PageBootstrap, PageData } from './page-data.ts';
import { pageTitle } from './page-title.ts';
import { guestPageHref } from './parse-path.ts';
import { MessagePage } from './pages/message-page.tsx';
import { RootLayout } from './root-layout.tsx';

/** Keeps a language choice for the next visit: the cookie the server reads, and no stale `?lang`. */
function useRememberLanguage(i18n: I18n) {
  useEffect(() => {
    const remember = (language: string) => {
      if (!isLanguage(language)) return;
      document.cookie = languageCookie(language);
      const url = new URL(window.location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        window.history.replaceState(null, '', url);
      }
    };
    i18n.on('languageChanged', remember);
    return () => i18n.off('languageChanged', remember);
  }, [i18n]);
}

function Page({
  bootstrap,
  onGuestCode,
}: {
  bootstrap: PageBootstrap;
  onGuestCode: (code: string) => void;
}) {
  const { t: common, i18n } = useTranslation('common');
  const { t } = useTranslation('invitation');
  const [now] = useState(() => new Date(bootstrap.now));
  const { page } = bootstrap;
  const language = currentLanguage(i18n);
  // The server wrote the head in the first language; a switch in place rewrites it.
  const head = pageTitle(page, i18n, language);
  useDocumentHead(head.title, head.description);
  switch (page.kind) {
    case 'invitation':
      return (
        <InvitationPage
          slug={page.slug}
          code={page.code}
          invitation={page.invitation}
          formToken={page.formToken ?? null}
          form={page.form ?? null}
          preview={page.preview ?? null}
          isOffline={page.offline !== undefined}
          now={now}
          onGuestCode={onGuestCode}
        />
      );
    case 'limited':
      return (
        <MessagePage
          title={t('tooManyTries.title')}
          message={tooManyTriesText(t, page.retryAfterSeconds)}
          locale={language}
        />
      );
    case 'answer-not-sent':
      // The form as it was sent, to send again as it is: nothing of the answer is lost.
      return (
        <MessagePage message={t('offline.answerNotSent')} locale={language}>
          <form method="post">
            {page.fields.map(([name, value], index) => (
              <input key={index} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="message-page__button">
              {t('offline.resend')}
            </button>
          </form>
        </MessagePage>
      );
    case 'guest-left':
      return (
        <MessagePage
          title={t('guestData.removedTitle')}
          message={page.message ?? t('guestData.removedMessage')}
          locale={language}
        />
      );
    case 'not-available':
      return <NotAvailable locale={language} />;
    case 'preview-refused':
      return <MessagePage message={page.message} locale={language} />;
    case 'unavailable':
      return (
        <MessagePage message={t('offline.unavailable')} locale={language}>
          <a className="message-page__button" href={reloadHref(null, language)}>
            {t('offline.reload')}
          </a>
        </MessagePage>
      );
    default:
      return <MessagePage message={common('notFound.message')} locale={language} />;
  }
}

/** The page's own address, to load it again (the language kept); null: the address as it is. */
function reloadHref(page: PageData | null, language: string): string {
  if (page?.kind === 'invitation' && page.code) {
    return guestPageHref({ slug: page.slug, code: page.code, language });
  }
  const slug = page?.kind === 'invitation' ? `/${page.slug}` : '';
  return `${slug}?${new URLSearchParams({ lang: language }).toString()}`;
}

/** The whole page, the same on the server and in the browser: the language corner and the page. */
export function App({ bootstrap, i18n }: { bootstrap: PageBootstrap; i18n: I18n }) {
  useRememberLanguage(i18n);
  // The guest's code for the language links: the link's own, or the one typed on the bare link.
  const [code, setCode] = useState(
    bootstrap.page.kind === 'invitation' ? bootstrap.page.code : null,
  );
  // Scripts arrive after the page has loaded: tests (and curious people) can tell when it is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { page } = bootstrap;
  const preview = page.kind === 'invitation' ? (page.preview ?? null) : null;
  return (
    <I18nextProvider i18n={i18n}>
      <RootLayout
        code={code}
        preview={preview}
        banner={
          page.kind !== 'invitation' ? null : preview ? (
            <PreviewBanner guestName={page.invitation.guest?.name ?? null} />
          ) : page.offline ? (
            <OfflineNote kind={page.offline} reloadHref={reloadHref(page, bootstrap.language)} />
          ) : null
        }
      >
        <Page bootstrap={bootstrap} onGuestCode={setCode} />
      </RootLayout>
    </I18nextProvider>
  );
}
