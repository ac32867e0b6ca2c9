import { formatFigure } from '../../dashboards/model/format';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the building's wall clock ("2026-11-25 14:03:07"). */
export function wallTime(iso: string | number, timeZone: string, withDate = true): string {
  const key = `${timeZone}|${withDate}`;
  let f = clocks.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(key, f);
  }
  return f.format(new Date(iso));
}

export const formatDuration = (seconds: number, locale: string): string => formatFigure(seconds, 'seconds', locale);

export const formatMetres = (metres: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: metres < 100 ? 1 : 0 }).format(metres);
