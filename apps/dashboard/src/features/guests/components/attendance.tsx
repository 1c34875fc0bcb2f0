import type { components } from '@convite/api/schema';
import { useTranslation } from 'react-i18next';
import { attendanceRows, barWidth, type AttendanceRow } from '../utils/attendance.ts';
import '../guest-progress.css';

type Summary = components['schemas']['GuestSummary'];

const PARTS = ['attending', 'pending', 'declined'] as const;

/**
 * "Personas por evento": for each event who comes, who does not and who has not answered (a bar
 * and its figures), the attending adults and children, how many chose each meal and the diets and
 * allergies to tell the caterer. Every figure is text; the bars only repeat it (hidden from screen
 * readers). One column on a phone, events side by side where there is room.
 */
export function Attendance({ summary }: { summary: Summary }) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      className="card guest-progress__block guest-progress__block--wide"
      aria-labelledby="guest-head-count-title"
    >
      <h2 id="guest-head-count-title">{t('guestProgress.headCount.title')}</h2>
      <ul className="head-count__legend" aria-hidden="true">
        <li className="head-count__key head-count__key--attending">
          {t('guestProgress.headCount.attending')}
        </li>
        <li className="head-count__key head-count__key--pending">
          {t('guestProgress.headCount.pending')}
        </li>
        <li className="head-count__key head-count__key--declined">
          {t('guestProgress.headCount.declined')}
        </li>
      </ul>
      <ul className="head-count">
        {attendanceRows(summary).map((row) => (
          <AttendanceEvent key={row.key} row={row} />
        ))}
      </ul>
    </section>
  );
}

function AttendanceEvent({ row }: { row: AttendanceRow }) {
  const { t } = useTranslation('dashboard');
  const total = row.attending + row.pending + row.declined;
  const name = row.name ?? t('guestProgress.headCount.total');
  return (
    <li className="head-count__row">
      <h3 className="head-count__name">
        {name}
        {row.isExclusive && (
          <span className="head-count__note"> · {t('guestProgress.headCount.exclusive')}</span>
        )}
      </h3>
      <p className="head-count__figures">{t('guestProgress.headCount.summary', row)}</p>
      <span className="head-count__track" aria-hidden="true">
        {PARTS.filter((part) => row[part] > 0).map((part) => (
          <span
            key={part}
            className={`head-count__bar head-count__bar--${part}`}
            style={{ width: barWidth(row[part], total) }}
          />
        ))}
      </span>
      {row.ages !== null && row.attending > 0 && (
        <p className="head-count__ages">
          {[
            row.ages.adults === 1
              ? t('guestProgress.headCount.adultOne')
              : t('guestProgress.headCount.adults', { count: row.ages.adults }),
            ...(row.ages.children === 0
              ? []
              : [
                  row.ages.children === 1
                    ? t('guestProgress.headCount.childOne')
                    : t('guestProgress.headCount.children', { count: row.ages.children }),
                ]),
          ].join(' · ')}
        </p>
      )}
      {row.meals.length > 0 && (
        <div className="head-count__part">
          <h4 className="head-count__part-title">{t('guestProgress.headCount.menu')}</h4>
          <ul className="meal-bars">
            {row.meals.map((meal) => (
              <li
                key={meal.key}
                className={`meal-bars__row${meal.name === null ? ' meal-bars__row--none' : ''}`}
              >
                <span className="meal-bars__name">
                  {meal.name ?? t('guestProgress.headCount.mealNotChosen')}
                </span>
                <span className="meal-bars__count">{meal.count}</span>
                <span className="meal-bars__track" aria-hidden="true">
                  <span
                    className="meal-bars__bar"
                    style={{ width: barWidth(meal.count, row.attending) }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {row.diets.length > 0 && (
        <div className="head-count__part">
          <h4 className="head-count__part-title">{t('guestProgress.headCount.diets')}</h4>
          <ul className="diet-counts">
            {row.diets.map((diet) => (
              <li key={diet.diet} className="diet-counts__item">
                <span className="diet-counts__name">{diet.diet}</span>
                <span className="diet-counts__count">{diet.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
