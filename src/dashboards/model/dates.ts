/** Calendar dates as `YYYY-MM-DD` strings, computed in UTC so no daylight-saving change moves a day. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toMs = (date: string): number => {
  const [, y, m, d] = ISO_DATE.exec(date) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
};

const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export const isDate = (value: string | null | undefined): value is string => {
  if (!value || !ISO_DATE.test(value)) return false;
  return fromMs(toMs(value)) === value;
};

export const addDays = (date: string, days: number): string => fromMs(toMs(date) + days * DAY_MS);

/** Days from `from` to `to`, both counted (the same day is 1). */
export const daysInRange = (from: string, to: string): number => Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/** The last day of the month before `date`'s. */
export const endOfPreviousMonth = (date: string): string => addDays(startOfMonth(date), -1);

/** The browser's calendar date now (the server counts days in the building's time zone and says which). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
