/** The largest unit that fits, as Intl words: "3 minutes ago", "3 分钟前", "hace 3 minutos", "3 分前". */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

export const relativeTime = (iso: string, locale: string, now = Date.now()): string => {
  const elapsed = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'second') return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'second');
};

/** Date and time in the user's language, e.g. for a tooltip. */
export const dateTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
