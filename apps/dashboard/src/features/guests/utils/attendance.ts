import type { components } from '@convite/api/schema';

type Summary = components['schemas']['GuestSummary'];

export type AttendanceRow = {
  key: string;
  /** The event's name; null for the one row of a wedding without events (every invited person). */
  name: string | null;
  isExclusive: boolean;
  attending: number;
  pending: number;
  declined: number;
  /** The attending people by age; null when unknown (the row of everyone). */
  ages: { adults: number; children: number } | null;
  /** The attending people per meal, in menu order, then those who chose none (when there is a menu). */
  meals: { key: string; name: string | null; count: number }[];
  diets: { diet: string; count: number }[];
};

/**
 * The couple's view of attendance, one row per event (each counts its own people: an exclusive
 * event its assigned guests, an adults-only one no children). A wedding without events has one row
 * of every invited person, from the totals.
 */
export function attendanceRows(summary: Summary): AttendanceRow[] {
  if (summary.events.length === 0) {
    return [
      {
        key: 'total',
        name: null,
        isExclusive: false,
        attending: summary.totalConfirmedGuests,
        declined: summary.totalCanceledGuests,
        pending: Math.max(
          0,
          summary.totalGuests - summary.totalConfirmedGuests - summary.totalCanceledGuests,
        ),
        ages: null,
        meals: [],
        diets: [],
      },
    ];
  }
  return summary.events.map((event) => ({
    key: String(event.eventId),
    name: event.name,
    isExclusive: event.isExclusive,
    attending: event.attending,
    pending: event.pending,
    declined: event.declined,
    ages: { adults: event.adults, children: event.children },
    meals:
      event.meals.length === 0
        ? []
        : [
            ...event.meals.map((meal) => ({
              key: String(meal.mealOptionId),
              name: meal.name,
              count: meal.count,
            })),
            ...(event.mealNotChosen > 0
              ? [{ key: 'none', name: null, count: event.mealNotChosen }]
              : []),
          ],
    diets: event.diets,
  }));
}

/** A bar's width: its share of the whole, as a CSS percentage (nothing of nothing is 0%). */
export function barWidth(count: number, whole: number): string {
  if (whole <= 0) return '0%';
  return `${Math.min(100, (count / whole) * 100)}%`;
}
