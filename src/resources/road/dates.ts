/** Date helpers in the browser's own time zone (what the user reads and types). */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a date in local time. */
export const localDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `HH:mm` of a date in local time. */
export const localTime = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The value of a `datetime-local` input for an instant. */
export const toLocalInput = (iso: string | Date): string => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : `${localDay(date)}T${localTime(date)}`;
};

/** A `datetime-local` value (local wall time) as an ISO instant; empty or malformed gives null. */
export const fromLocalInput = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Local midnight of a date, `days` later. */
export const startOfDay = (date: Date, days = 0): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A short local date and time for lists (`2025-06-01 14:30`). */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${localDay(date)} ${localTime(date)}`;
};
