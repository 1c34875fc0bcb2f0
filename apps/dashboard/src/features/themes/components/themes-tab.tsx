import { currentLanguage } from '@convite/i18n/create-i18n';
import { featureAllowance, PLAN_FEATURES } from '@convite/rules/plans';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotIncludedOffer } from '../../../components/not-included-offer.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import type { Wedding } from '../../../lib/wedding.ts';
import { usePublicThemes, useWeddingThemes, type Theme } from '../api/themes.ts';
import '../themes.css';
import { CreateThemeModal } from './create-theme-modal.tsx';
import { OwnThemeCard, PublicThemeCard } from './theme-card.tsx';
import { firstScreenOf, RENDERED_DESIGN, type MiniatureSubject } from './theme-miniature.tsx';
import { ThemePreview, type PreviewTarget } from './theme-preview.tsx';
import { weddingToInvitation } from '../../../lib/wedding-to-invitation.ts';

/**
 * The themes tab: create one with AI or from the default theme, the wedding's own themes (the
 * published one first and highlighted), the public themes, and the preview overlay.
 */
export function ThemesTab({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useTranslation('dashboard');
  const downloadNoteId = useId();
  const locale = currentLanguage(i18n);
  // One model and one clock for every card: each miniature draws the same invitation (none for a
  // design the renderer does not draw, as the preview says).
  const subject = useMemo<MiniatureSubject | null>(
    () =>
      wedding.design.slug === RENDERED_DESIGN
        ? { model: firstScreenOf(weddingToInvitation(wedding)), locale, now: new Date() }
        : null,
    [wedding, locale],
  );
  const own = useWeddingThemes(wedding.id);
  const publicThemes = usePublicThemes();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [isCreating, setCreating] = useState(false);
  const canWrite = wedding.active;
  // The plan's AI themes; test mode allows one.
  const canUseAi = featureAllowance(
    wedding.invitationPlan?.invitationPlanFeatures ?? null,
    PLAN_FEATURES.aiThemeCreation,
  ).isAvailable;
  const ownThemes = [...(own.data ?? [])].sort(
    (a, b) => Number(b.status === 'published') - Number(a.status === 'published'),
  );

  return (
    <div className="tab themes">
      <h1>{t('themes.title')}</h1>
      <p className="tab__lead">{t('themes.lead')}</p>
      {!canWrite && (
        <Notice>
          {t('themes.inactive')}{' '}
          <Link to="../activacion" relative="path">
            {t('themes.goToActivation')}
          </Link>
        </Notice>
      )}
      <div className="theme-actions">
        {canUseAi ? (
          <Button disabled={!canWrite} onClick={() => setCreating(true)}>
            {t('themes.createWithAi')}
          </Button>
        ) : (
          <NotIncludedOffer
            wedding={wedding}
            feature={PLAN_FEATURES.aiThemeCreation}
            text={t('themes.aiNotIncluded')}
          />
        )}
        <div className="theme-actions__default">
          <Button variant="secondary" onClick={() => setPreview({ kind: 'default' })}>
            {t('themes.editDefault')}
          </Button>
          <span className="muted">{t('themes.editDefaultNote')}</span>
        </div>
      </div>
      <ThemeList
        title={t('themes.ownTitle')}
        query={own}
        empty={t('themes.ownEmpty')}
        themes={ownThemes}
        note={
          ownThemes.some((theme) => theme.status === 'published') ? null : t('themes.defaultNote')
        }
        renderCard={(theme) => (
          <OwnThemeCard
            key={theme.id}
            theme={theme}
            subject={subject}
            canWrite={canWrite}
            onPreview={() => setPreview({ kind: 'own', theme })}
          />
        )}
      />
      <ThemeList
        title={t('themes.publicTitle')}
        query={publicThemes}
        empty={t('themes.publicEmpty')}
        themes={publicThemes.data ?? []}
        note={t('themes.downloadNote')}
        noteId={downloadNoteId}
        renderCard={(theme) => (
          <PublicThemeCard
            key={theme.id}
            theme={theme}
            subject={subject}
            downloadNoteId={downloadNoteId}
            weddingId={wedding.id}
            canWrite={canWrite}
            onPreview={() => setPreview({ kind: 'public', theme })}
          />
        )}
      />
      <CreateThemeModal
        open={isCreating}
        weddingId={wedding.id}
        onClose={() => setCreating(false)}
      />
      {preview && (
        <ThemePreview
          wedding={wedding}
          target={preview}
          canWrite={canWrite}
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  );
}

type ThemeListProps = {
  title: string;
  query: { data: unknown; isError: boolean; refetch: () => Promise<unknown> };
  themes: Theme[];
  empty: string;
  note?: string | null;
  /** The note's id, for controls that it describes. */
  noteId?: string;
  renderCard: (theme: Theme) => ReactNode;
};

/** One list of theme cards under its heading, with its loading, failure and empty states. */
function ThemeList({ title, query, themes, empty, note, noteId, renderCard }: ThemeListProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section className="theme-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {note && (
        <p id={noteId} className="muted">
          {note}
        </p>
      )}
      {query.data ? (
        themes.length > 0 ? (
          <ul className="theme-list__cards">{themes.map(renderCard)}</ul>
        ) : (
          <p className="muted">{empty}</p>
        )
      ) : query.isError ? (
        <div className="stack">
          <Notice kind="error">{t('themes.loadFailed')}</Notice>
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('themes.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
