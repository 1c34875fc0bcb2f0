import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createThemeFromPublicTheme,
  deleteTheme,
  themeContent,
  updateThemePleased,
  updateThemeStatus,
  useThemeMutation,
  type Theme,
} from '../api/themes.ts';
import { ThemeMiniature, type MiniatureSubject } from './theme-miniature.tsx';

type CardFrameProps = {
  theme: Theme;
  subject: MiniatureSubject | null;
  onPreview: () => void;
  isPublished?: boolean;
  /** Short tags under the name (Published, Draft, AI-generated). */
  tags: string[];
  children: ReactNode;
};

/** A theme's card: the couple's invitation in it, its name, its tags and its controls. */
function CardFrame({
  theme,
  subject,
  onPreview,
  isPublished = false,
  tags,
  children,
}: CardFrameProps) {
  const nameId = useId();
  return (
    <li>
      <article
        className={['theme-card', isPublished && 'theme-card--published'].filter(Boolean).join(' ')}
        aria-labelledby={nameId}
      >
        <ThemeMiniature content={themeContent(theme)} subject={subject} onOpen={onPreview} />
        <div className="theme-card__body">
          <h3 id={nameId} className="theme-card__name">
            {theme.name}
          </h3>
          <p className="theme-card__tags">
            {tags.map((tag) => (
              <span key={tag} className="theme-card__tag">
                {tag}
              </span>
            ))}
          </p>
          <div className="theme-card__actions">{children}</div>
        </div>
      </article>
    </li>
  );
}

type OwnThemeCardProps = {
  theme: Theme;
  subject: MiniatureSubject | null;
  /** False while the wedding is inactive: the server refuses every change then. */
  canWrite: boolean;
  onPreview: () => void;
};

/**
 * One of the wedding's themes: Preview; Publish or Disable; the "pleased?" question for an
 * unpublished AI theme; Delete (with a confirmation) for an unpublished theme not made by AI.
 */
export function OwnThemeCard({ theme, subject, canWrite, onPreview }: OwnThemeCardProps) {
  const { t } = useTranslation('dashboard');
  const [isAskingDelete, setAskingDelete] = useState(false);
  const status = useThemeMutation(updateThemeStatus);
  const pleased = useThemeMutation(updateThemePleased);
  const remove = useThemeMutation(deleteTheme);
  const isPublished = theme.status === 'published';
  const tags = [
    isPublished ? `${t('themes.published')}. ${t('themes.publishedNote')}` : t('themes.draft'),
    ...(theme.aiGenerated ? [t('themes.aiGenerated')] : []),
  ];
  return (
    <CardFrame
      theme={theme}
      subject={subject}
      onPreview={onPreview}
      isPublished={isPublished}
      tags={tags}
    >
      <Button variant="secondary" onClick={onPreview}>
        {t('themes.preview')}
      </Button>
      {isPublished ? (
        <Button
          variant="secondary"
          disabled={!canWrite}
          loading={status.isPending}
          onClick={() => status.mutate({ id: theme.id, status: 'draft' })}
        >
          {t('themes.disable')}
        </Button>
      ) : (
        <Button
          disabled={!canWrite}
          loading={status.isPending}
          onClick={() => status.mutate({ id: theme.id, status: 'published' })}
        >
          {t('themes.publish')}
        </Button>
      )}
      {theme.aiGenerated && !isPublished && (
        <div className="theme-card__pleased" role="group" aria-label={t('themes.pleasedQuestion')}>
          <span aria-hidden="true">{t('themes.pleasedQuestion')}</span>
          {[true, false].map((answer) => (
            <Button
              key={String(answer)}
              variant="ghost"
              aria-pressed={theme.pleased === answer}
              // Each answer is off once given (section 4 of the specification).
              disabled={!canWrite || theme.pleased === answer || pleased.isPending}
              onClick={() => pleased.mutate({ id: theme.id, pleased: answer })}
            >
              {answer ? t('themes.pleasedYes') : t('themes.pleasedNo')}
            </Button>
          ))}
        </div>
      )}
      {!theme.aiGenerated && !isPublished && (
        <>
          <Button variant="ghost" disabled={!canWrite} onClick={() => setAskingDelete(true)}>
            {t('themes.delete')}
          </Button>
          <ConfirmModal
            open={isAskingDelete}
            message={t('themes.deleteConfirm', { name: theme.name })}
            confirmLabel={t('themes.delete')}
            cancelLabel={t('themes.cancel')}
            busy={remove.isPending}
            onCancel={() => setAskingDelete(false)}
            onConfirm={() => remove.mutate(theme.id, { onSettled: () => setAskingDelete(false) })}
          />
        </>
      )}
    </CardFrame>
  );
}

type PublicThemeCardProps = OwnThemeCardProps & {
  weddingId: number;
  /** The list's note saying in words what Download does. */
  downloadNoteId?: string;
};

/** A public theme: Preview, and Download (a draft copy among the wedding's own themes). */
export function PublicThemeCard({
  theme,
  subject,
  weddingId,
  downloadNoteId,
  canWrite,
  onPreview,
}: PublicThemeCardProps) {
  const { t } = useTranslation('dashboard');
  const download = useThemeMutation(createThemeFromPublicTheme);
  return (
    <CardFrame theme={theme} subject={subject} onPreview={onPreview} tags={[]}>
      <Button variant="secondary" onClick={onPreview}>
        {t('themes.preview')}
      </Button>
      <Button
        disabled={!canWrite}
        loading={download.isPending}
        aria-describedby={downloadNoteId}
        onClick={() => download.mutate({ weddingId, themeId: theme.id })}
      >
        {t('themes.download')}
      </Button>
    </CardFrame>
  );
}
