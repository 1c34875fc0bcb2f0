import { describe, expect, it } from 'vitest';
import { makeEventHeadCount, makeGuestSummary } from '../../../test/make-wedding.ts';
import { attendanceRows, barWidth } from './attendance.ts';

describe('attendance rows', () => {
  it('is one row of everyone invited when the wedding has no events', () => {
    const rows = attendanceRows(
      makeGuestSummary({ totalGuests: 30, totalConfirmedGuests: 10, totalCanceledGuests: 6 }),
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: null, attending: 10, declined: 6, pending: 14, ages: null }),
    ]);
  });

  it('is a row per event, the meals in menu order, then those who chose none', () => {
    const [row] = attendanceRows(
      makeGuestSummary({
        events: [
          makeEventHeadCount({
            attending: 4,
            adults: 3,
            children: 1,
            meals: [
              { mealOptionId: 2, name: 'Pescado', count: 1 },
              { mealOptionId: 1, name: 'Res', count: 1 },
            ],
            mealNotChosen: 2,
          }),
        ],
      }),
    );
    expect(row?.ages).toEqual({ adults: 3, children: 1 });
    expect(row?.meals).toEqual([
      { key: '2', name: 'Pescado', count: 1 },
      { key: '1', name: 'Res', count: 1 },
      { key: 'none', name: null, count: 2 },
    ]);
  });

  it('leaves the meals out of an event without a menu, and "none" out when everyone chose', () => {
    const summary = makeGuestSummary({
      events: [
        makeEventHeadCount({ eventId: 1, attending: 3, mealNotChosen: 0 }),
        makeEventHeadCount({
          eventId: 2,
          attending: 3,
          meals: [{ mealOptionId: 1, name: 'Res', count: 3 }],
        }),
      ],
    });
    expect(attendanceRows(summary).map((row) => row.meals.map((meal) => meal.key))).toEqual([
      [],
      ['1'],
    ]);
  });

  it('draws a bar as a share, nothing of nothing as 0%', () => {
    expect(barWidth(1, 4)).toBe('25%');
    expect(barWidth(0, 0)).toBe('0%');
    expect(barWidth(5, 4)).toBe('100%');
  });
});
