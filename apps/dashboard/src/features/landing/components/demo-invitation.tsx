import { currentLanguage } from '@convite/i18n/create-i18n';
import { loadThemeFonts } from '@convite/invitation-renderer/font-loaders';
import { Invitation, type ConfirmationProps } from '@convite/invitation-renderer/invitation';
import '@convite/invitation-renderer/styles.css';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '../../../lib/api.ts';

/** A picture of an invitation answers nothing: the form is drawn, its actions go nowhere. */
const INERT_CONFIRMATION: ConfirmationProps = {
  status: 'idle',
  onSubmit: () => undefined,
  onCode: () => undefined,
};

/** The demo wedding's address is the last segment of its link (`<invitation site>/<slug>`). */
function slugOf(demoInvitationUrl: string): string {
  return new URL(demoInvitationUrl).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * The demo wedding's invitation as guests see it (the public invitation, drawn by the same renderer),
 * shrunk into the landing's phone. A lazy chunk fetched once the landing is alive, so the landing's
 * first paint never waits for it; until it arrives, and if it cannot, the drawn phone stays.
 */
export default function DemoInvitation({
  demoInvitationUrl,
  fallback,
}: {
  demoInvitationUrl: string;
  fallback: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { data } = useQuery({
    ...$api.queryOptions('get', '/public/invitations/{slug}', {
      params: { path: { slug: slugOf(demoInvitationUrl) } },
    }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const theme = (data?.theme ?? null) as ThemeContent | null;
  const [now] = useState(() => new Date());
  const [hasFonts, setHasFonts] = useState(false);
  useEffect(() => {
    if (!data) return;
    let isCurrent = true;
    void (theme ? loadThemeFonts(theme) : Promise.resolve()).then(() => {
      if (isCurrent) setHasFonts(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [data, theme]);

  if (!data || !hasFonts) return fallback;
  return (
    <div className="landing-preview" aria-hidden="true">
      <div className="landing-preview__phone">
        <div className="landing-preview__screen landing-preview__screen--real" inert>
          <div className="landing-preview__invitation">
            <Invitation
              wedding={data.wedding}
              guest={null}
              theme={theme}
              locale={language}
              now={now}
              confirmation={INERT_CONFIRMATION}
              embedded
            />
          </div>
        </div>
      </div>
    </div>
  );
}
