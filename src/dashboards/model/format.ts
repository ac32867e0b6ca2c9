import type { Granularity } from './granularity';

/** How a figure reads: a count, a share or rate (0–1), or a duration in seconds. */
export type FigureFormat = 'count' | 'percent' | 'seconds';

/** Card and series metrics that are not counts. */
const FORMATS: Record<string, FigureFormat> = {
  avgSessionSeconds: 'seconds',
  stickiness: 'percent',
  findCarSuccessRate: 'percent',
  parkingPaymentSuccessRate: 'percent',
};

export const formatOf = (metric: string): FigureFormat => FORMATS[metric] ?? 'count';

export const formatFigure = (value: number, format: FigureFormat, locale: string): string => {
  if (format === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  if (format === 'seconds') {
    const whole = Math.round(value);
    const unit = (amount: number, name: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit: name }).format(amount);
    // Issue 15: time spent per region runs to hours.
    if (whole >= 3600) return `${unit(Math.floor(whole / 3600), 'hour')} ${unit(Math.floor((whole % 3600) / 60), 'minute')}`;
    return whole >= 60 ? `${unit(Math.floor(whole / 60), 'minute')} ${unit(whole % 60, 'second')}` : unit(whole, 'second');
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
};

/** The change from the previous period: relative for counts, in percentage points for rates; null when there is nothing to compare with. */
export type Change = { kind: 'ratio'; value: number } | { kind: 'points'; value: number };

export const changeOf = (value: number, previous: number | undefined, format: FigureFormat): Change | null => {
  if (previous === undefined) return null;
  if (format === 'percent') return { kind: 'points', value: (value - previous) * 100 };
  if (previous === 0) return null;
  return { kind: 'ratio', value: (value - previous) / previous };
};

/** "+12.5%" / "−3%": the sign always shown. */
export const formatChange = (change: Change, locale: string): string =>
  change.kind === 'ratio'
    ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change.value)
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change.value);

const utc = (period: string): Date => {
  const [date = '', time = '00:00'] = period.split('T');
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, Number(time.slice(0, 2))));
};

const LONG: Record<Granularity, Intl.DateTimeFormatOptions> = {
  HOUR: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  DAY: { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' },
  WEEK: { year: 'numeric', month: 'short', day: 'numeric' },
  MONTH: { year: 'numeric', month: 'long' },
};

const SHORT: Record<Granularity, Intl.DateTimeFormatOptions> = {
  HOUR: { day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  DAY: { month: 'numeric', day: 'numeric' },
  WEEK: { month: 'numeric', day: 'numeric' },
  MONTH: { year: 'numeric', month: 'short' },
};

/** A period's start as the server writes it (YYYY-MM-DD, or YYYY-MM-DDTHH:00 for hours), read in the locale. */
export const formatPeriod = (period: string, granularity: Granularity, locale: string, short = false): string =>
  new Intl.DateTimeFormat(locale, { ...(short ? SHORT : LONG)[granularity], timeZone: 'UTC' }).format(utc(period));
