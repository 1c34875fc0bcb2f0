import { Spinner } from '@convite/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useNoticeSettings, useSaveNoticeSettings, type AnswerNotices } from '../api/notices.ts';

const CHOICES: readonly AnswerNotices[] = ['each', 'daily', 'off'];

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
            <label key={choice} className="choice">
              <input
                type="radio"
                name="answer-notices"
                value={choice}
                checked={chosen === choice}
                onChange={() => save.mutate(choice)}
              />
              <span>
                <strong>{t(`account.notices.${choice}`)}</strong>
                <small>{t(`account.notices.${choice}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
