import { currentLanguage } from '@convite/i18n/create-i18n';
import { loadThemeFonts } from '@convite/invitation-renderer/font-loaders';
import { Invitation, type ConfirmationProps } from '@convite/invitation-renderer/invitation';
import '@convite/invitation-renderer/styles.css';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { weddingToInvitation } from '../../../lib/wedding-to-invitation.ts';
import { usePublishedTheme } from '../api/published-theme.ts';
import '../live-preview.css';

/** From this width the preview sits beside the editor; under it, it is one tap away. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/** The preview answers nothing: its form is drawn as guests see it, and goes nowhere. */
const PREVIEW_CONFIRMATION: ConfirmationProps = {
  status: 'idle',
  onSubmit: () => undefined,
  onCode: () => undefined,
  readOnly: true,
};

/** The invitation drawn from the wedding as saved (the cache every save refreshes), in its theme. */
function PreviewInvitation({ wedding }: { wedding: Wedding }) {
  const { i18n } = useTranslation('dashboard');
  const theme = usePublishedTheme(wedding.id) ?? ETIQUETA_THEME;
  const model = useMemo(() => weddingToInvitation(wedding), [wedding]);
  const [now] = useState(() => new Date());
  // The theme's fonts, from the dashboard's own build, as the theme preview loads them.
  useEffect(() => {
    void loadThemeFonts(theme);
  }, [theme]);
  return (
    <Invitation
      embedded
      wedding={model}
      guest={null}
      theme={theme}
      locale={currentLanguage(i18n)}
      now={now}
      confirmation={PREVIEW_CONFIRMATION}
    />
  );
}

/**
 * The live preview of the editing tab: on a computer a phone-shaped frame that stays beside the
 * editor while it scrolls; on a phone a "Vista previa" button that opens it full screen.
 */
export function LivePreview({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const isSideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [isOpen, setOpen] = useState(false);

  if (isSideBySide) {
    return (
      <aside className="live-preview" aria-label={t('editing.livePreview.title')}>
        <p className="live-preview__hint">{t('editing.livePreview.hint')}</p>
        <div className="live-preview__phone">
          <div className="live-preview__screen">
            <PreviewInvitation wedding={wedding} />
          </div>
        </div>
      </aside>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        className="live-preview__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('editing.livePreview.open')}
      </Button>
      <Modal
        open={isOpen}
        className="live-preview-sheet"
        title={t('editing.livePreview.title')}
        closeLabel={t('editing.livePreview.close')}
        onClose={() => setOpen(false)}
      >
        {/* Focus lands on the hint, not on a field of the invitation below it. */}
        <p className="live-preview__hint" tabIndex={-1} data-autofocus>
          {t('editing.livePreview.hint')}
        </p>
        <div className="live-preview-sheet__screen">
          <PreviewInvitation wedding={wedding} />
        </div>
      </Modal>
    </>
  );
}
