import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES } from '@convite/rules/plans';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchField } from '../api/content-calls.ts';
import { EditingSection } from './editing-section.tsx';
import { ImageField } from './image-field.tsx';
import { PlanGate } from './plan-gate.tsx';
import { TextSetting } from './setting-field.tsx';
import { SongField } from './song-field.tsx';

const COVER_MAX = 1;

/** Cover: the name, the slug and date (read-only: support changes them), the cover image, the song. */
export function CoverSection({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <EditingSection
      id="cover"
      title={t('editing.cover.title')}
      summary={`${wedding.name} · ${t(
        wedding.coverImages.length > 0
          ? 'editing.summary.withCover'
          : 'editing.summary.withoutCover',
      )}`}
      disabled={disabled}
    >
      <TextSetting
        label={t('editing.cover.name')}
        value={wedding.name}
        disabled={disabled}
        maxLength={100}
        save={(name) => patchField('/weddings/{id}/name', wedding.id, { name: name ?? '' })}
      />
      <dl className="read-only">
        <div>
          <dt>{t('editing.cover.slug')}</dt>
          <dd>{wedding.slug}</dd>
        </div>
        <div>
          <dt>{t('editing.cover.date')}</dt>
          <dd>
            {formatDateTime(wedding.date, currentLanguage(i18n))}{' '}
            <span className="muted">{t('editing.dateHint')}</span>
          </dd>
        </div>
      </dl>
      <p className="muted">{t('editing.cover.supportNote')}</p>
      <ImageField
        label={t('editing.cover.coverImage')}
        images={wedding.coverImages}
        owner={{ type: 'coverImage', weddingId: wedding.id }}
        max={COVER_MAX}
        isTestMode={false}
        disabled={disabled}
      />
      <PlanGate wedding={wedding} feature={PLAN_FEATURES.song}>
        {() => <SongField wedding={wedding} disabled={disabled} />}
      </PlanGate>
    </EditingSection>
  );
}
