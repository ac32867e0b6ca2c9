/**
 * The rhythms of a building's days: weekday or weekend, China's 2026 public holidays (with their make-up
 * workdays), opening hours and the hour-of-day curve of a mall and of an office, on the building's wall clock.
 */
import { zoneOffset } from '../../../shared/timeZones.js';

export type Venue = 'mall' | 'office';
type DayKind = 'workday' | 'weekend' | 'holiday';

/** 2026 holidays (国务院办公厅 schedule): days off by name, and the weekend days worked instead. */
const HOLIDAYS_2026: Array<[name: string, first: string, last: string]> = [
  ['元旦', '2026-01-01', '2026-01-03'],
  ['春节', '2026-02-15', '2026-02-23'],
  ['清明节', '2026-04-04', '2026-04-06'],
  ['劳动节', '2026-05-01', '2026-05-05'],
  ['端午节', '2026-06-19', '2026-06-21'],
  ['中秋节', '2026-09-25', '2026-09-27'],
  ['国庆节', '2026-10-01', '2026-10-07'],
];
const MAKE_UP_WORKDAYS = new Set(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
/** How much busier the mall is on each holiday than on a weekday (the first days of 春节 are family days). */
const HOLIDAY_LIFT: Record<string, number> = { 春节: 1.5, 国庆节: 2.3, 劳动节: 2.2 };

const holidayOn = new Map<string, string>();
for (const [name, first, last] of HOLIDAYS_2026) {
  for (let t = Date.parse(first); t <= Date.parse(last); t += 86_400_000) holidayOn.set(new Date(t).toISOString().slice(0, 10), name);
}

/** A civil day of the building: its date text, weekday (0 Sunday) and the instant of its local midnight. */
export interface LocalDay {
  date: string;
  weekday: number;
  midnight: number;
  kind: DayKind;
  holiday?: string;
}

/** The local day that contains the instant `at`. */
export function localDayOf(timeZone: string, at: number): LocalDay {
  const offset = zoneOffset(at, timeZone);
  const wall = new Date(at + offset);
  const date = wall.toISOString().slice(0, 10);
  const midnight = Date.parse(date) - zoneOffset(Date.parse(date) - offset, timeZone);
  const weekday = wall.getUTCDay();
  const holiday = holidayOn.get(date);
  const kind: DayKind = holiday ? 'holiday' : MAKE_UP_WORKDAYS.has(date) || (weekday !== 0 && weekday !== 6) ? 'workday' : 'weekend';
  return { date, weekday, midnight, kind, ...(holiday ? { holiday } : {}) };
}

/** Opening hours, local [from, to). */
export const OPENING: Record<Venue, { open: number; close: number }> = {
  mall: { open: 10, close: 22 },
  office: { open: 8, close: 19 },
};

// Arrivals per local hour from opening: the mall peaks at lunch and in the evening (flatter afternoons at
// weekends); the office at the morning arrival and after lunch, and hardly at all on days off.
const MALL_WORKDAY = [0.4, 0.7, 1.2, 1.0, 0.7, 0.7, 0.8, 1.0, 1.4, 1.5, 1.1, 0.5];
const MALL_OFF = [0.6, 0.9, 1.2, 1.2, 1.3, 1.3, 1.3, 1.2, 1.3, 1.3, 1.0, 0.5];
const OFFICE_WORKDAY = [1.3, 1.5, 0.8, 0.6, 0.9, 1.0, 0.8, 0.6, 0.5, 0.4, 0.2];
const OFFICE_OFF = [0.2, 0.5, 0.8, 0.8, 0.6, 0.8, 0.8, 0.6, 0.4, 0.3, 0.1];

/** Arrival weights per local hour, starting at the opening hour. */
export function hourWeights(venue: Venue, day: LocalDay): number[] {
  const working = day.kind === 'workday';
  if (venue === 'mall') return working && day.weekday !== 5 ? MALL_WORKDAY : MALL_OFF;
  return working ? OFFICE_WORKDAY : OFFICE_OFF;
}

/** The day's expected visitors relative to a weekday (1): weekends about 1.8 × at the mall, holidays more; the office empties. */
export function dayFactor(venue: Venue, day: LocalDay): number {
  if (venue === 'office') return day.kind === 'workday' ? (day.weekday === 5 ? 0.85 : 1) : 0.08;
  if (day.kind === 'holiday') return HOLIDAY_LIFT[day.holiday!] ?? 2;
  if (day.kind === 'weekend') return day.weekday === 6 ? 1.9 : 1.7;
  return day.weekday === 5 ? 1.15 : 1;
}
