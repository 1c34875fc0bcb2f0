export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until the wedding, or null once it is due (zero or less: the "married" text). */
export function countdownParts(now: Date, target: Date): CountdownParts | null {
  const totalSeconds = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (!(totalSeconds > 0)) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
