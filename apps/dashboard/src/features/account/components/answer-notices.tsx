import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useNoticeSettings, useSaveNoticeSettings, type AnswerNotices } from '../api/notices.ts';

const CHOICES = [
  { value: 'each', label: 'account.notices.each', hint: 'account.notices.eachHint' },
  { value: 'daily', label: 'account.notices.daily', hint: 'account.notices.dailyHint' },
  { value: 'off', label: 'account.notices.off', hint: 'account.notices.offHint' },
] as const satisfies readonly { value: AnswerNotices; label: string; hint: string }[];

/** The account tab's choice of how the couple hears of their guests' answers; saved on tap. */
export function AnswerNoticesChoice() {
  const { t } = useTranslation('dashboard');
  const settings = useNoticeSettings();
  const save = useSaveNoticeSettings();
  const chosen = save.isPending ? save.variables : settings.data?.answerNotices;
  return (
    <section className="card answer-notices" aria-labelledby="answer-notices-heading">
      <h2 id="answer-notices-heading">{t('account.notices.title')}</h2>
      <p>{t('account.notices.intro')}</p>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <p role="alert">{t('account.notices.loadFailed')}</p>
      ) : (
        <fieldset className="choice-list" disabled={save.isPending}>
          <legend className="cv-visually-hidden">{t('account.notices.title')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name="answer-notices"
                value={choice.value}
                checked={chosen === choice.value}
                onChange={() => save.mutate(choice.value)}
              />
              <span>
                <strong>{t(choice.label)}</strong>
                <small>{t(choice.hint)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
