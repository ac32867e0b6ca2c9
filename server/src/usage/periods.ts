import { DAY_MS, dayOf, isoWeekday, wallClock, zonedInstant } from '../shared/timeZones.js';

/**
 * Issue 14: the periods of a building's statistics in its own time zone. A period is named by the instant
 * it starts: the hour ('H'), or local midnight of the day ('D'), of the week's Monday ('W'), of the month's
 * first ('M').
 */
export type Grain = 'H' | 'D' | 'W' | 'M';
export const HOUR_MS = 3_600_000;

/** `YYYY-MM-DD` of a day number. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day (day number) of the period of `grain` that holds `day`. */
export function periodDay(day: number, grain: Exclude<Grain, 'H'>): number {
  if (grain === 'D') return day;
  if (grain === 'W') return day - (isoWeekday(day) - 1);
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
}

/** The first day of the next period of `grain` after the one starting on `start`. */
export function nextPeriodDay(start: number, grain: Exclude<Grain, 'H'>): number {
  if (grain === 'D') return start + 1;
  if (grain === 'W') return start + 7;
  const d = new Date(start * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
}

/**
 * The fewest whole months, weeks and days that cover the days [from, end) exactly once, in order: a sum of additive
 * counts over the range reads one row per piece instead of one per day (a week that would swallow the start of a
 * whole month in the range gives way to days). Day numbers, local to the building.
 */
export function coverDays(from: number, end: number): Array<{ grain: Exclude<Grain, 'H'>; day: number }> {
  const pieces: Array<{ grain: Exclude<Grain, 'H'>; day: number }> = [];
  const whole = (day: number, grain: 'W' | 'M') => periodDay(day, grain) === day && nextPeriodDay(day, grain) <= end;
  for (let day = from; day < end;) {
    let grain: Exclude<Grain, 'H'> = 'D';
    if (whole(day, 'M')) grain = 'M';
    else if (whole(day, 'W')) {
      const month = nextPeriodDay(periodDay(day, 'M'), 'M');
      if (!(month < nextPeriodDay(day, 'W') && whole(month, 'M'))) grain = 'W';
    }
    pieces.push({ grain, day });
    day = nextPeriodDay(day, grain);
  }
  return pieces;
}

/** The instant local midnight of `day` begins. */
export const dayStart = (day: number, timeZone: string): number => zonedInstant(day, 0, timeZone);

/** Where an instant falls: its local day and the start instants of its hour, day, week and month. */
export interface Placement {
  day: number;
  starts: Record<Grain, number>;
}

// Every zone's offset is a whole number of quarter hours, and so are its transitions: within one quarter hour
// the local day and the starts are the same. Intl's formatting is slow, and events come in runs.
const QUARTER_MS = 900_000;
const placed = new Map<string, Placement>();

/** Places an instant in its building's periods (cached per zone and quarter hour). */
export function placeInstant(instant: number, timeZone: string): Placement {
  const quarter = Math.floor(instant / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  const hit = placed.get(key);
  if (hit) return hit;
  if (placed.size > 50_000) placed.clear();
  const place = computePlace(quarter * QUARTER_MS, timeZone);
  placed.set(key, place);
  return place;
}

function computePlace(instant: number, timeZone: string): Placement {
  const { day, time } = wallClock(instant, timeZone);
  const hour = instant - (time % HOUR_MS);
  return {
    day,
    starts: {
      H: hour,
      D: dayStart(day, timeZone),
      W: dayStart(periodDay(day, 'W'), timeZone),
      M: dayStart(periodDay(day, 'M'), timeZone),
    },
  };
}

export { DAY_MS, dayOf };
