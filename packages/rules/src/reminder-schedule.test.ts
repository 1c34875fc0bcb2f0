import { describe, expect, it } from 'vitest';
import { isReminderHour, reminderDays, reminderDaysProblem } from './reminder-schedule.ts';

describe('the reminder schedule', () => {
  it('reminds on the days before the deadline, earliest first', () => {
    expect(reminderDays('2027-03-01', [3, 14])).toEqual(['2027-02-15', '2027-02-26']);
  });

  it('goes from 10:00 to 20:00 in Mexico City, never at night', () => {
    expect(isReminderHour(new Date('2027-02-15T16:00:00Z'))).toBe(true); // 10:00
    expect(isReminderHour(new Date('2027-02-15T15:59:00Z'))).toBe(false); // 09:59
    expect(isReminderHour(new Date('2027-02-16T01:59:00Z'))).toBe(true); // 19:59
    expect(isReminderHour(new Date('2027-02-16T02:00:00Z'))).toBe(false); // 20:00
    expect(isReminderHour(new Date('2027-02-16T08:00:00Z'))).toBe(false); // 02:00
  });

  it('takes up to three distinct days of 1 to 60', () => {
    expect(reminderDaysProblem([14, 3])).toBeNull();
    expect(reminderDaysProblem([])).toBeNull();
    expect(reminderDaysProblem([30, 14, 7, 1])).toBe('tooMany');
    expect(reminderDaysProblem([3, 3])).toBe('tooMany');
    expect(reminderDaysProblem([0])).toBe('outOfRange');
    expect(reminderDaysProblem([61])).toBe('outOfRange');
  });
});
