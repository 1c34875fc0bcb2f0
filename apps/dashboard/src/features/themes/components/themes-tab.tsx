import { featureAllowance, PLAN_FEATURES } from '@convite/rules/plans';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotIncludedOffer } from '../../../components/not-included-offer.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import type { Wedding } from '../../../lib/wedding.ts';
import { usePublicThemes, useWeddingThemes, type Theme } from '../api/themes.ts';
import '../themes.css';
import { CreateThemeModal } from './create-theme-modal.tsx';
import { OwnThemeCard, PublicThemeCard } from './theme-card.tsx';
import { ThemePreview, type PreviewTarget } from './theme-preview.tsx';

/**
 * The themes tab: create one with AI or from the default theme, the wedding's own themes (the
 * published one first and highlighted), the public themes, and the preview overlay.
 */
export function ThemesTab({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
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
        renderCard={(theme) => (
          <PublicThemeCard
            key={theme.id}
            theme={theme}
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
  renderCard: (theme: Theme) => ReactNode;
};

/** One list of theme cards under its heading, with its loading, failure and empty states. */
function ThemeList({ title, query, themes, empty, note, renderCard }: ThemeListProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section className="theme-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {note && <p className="muted">{note}</p>}
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
