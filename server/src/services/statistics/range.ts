import { invalid, field } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { isTimeZone } from '../../shared/timeZones.js';
import { RANGE_LIMIT_DAYS, type Granularity, type StatisticsQuery } from '#contract/schemas/statistics.js';
import { HOUR_MS, dateOf, dayOf, dayStart, nextPeriodDay, periodDay, type Grain } from '../../usage/periods.js';

/** One period of a view: its label and the instants it spans. */
interface Period {
  label: string;
  start: number;
  end: number;
}

/** A checked range of whole periods in the building's zone (WEEK and MONTH widen it to whole weeks and months). */
export interface StatRange {
  buildingId: number;
  timeZone: string;
  granularity: Granularity;
  grain: Grain;
  /** First and last day (inclusive). */
  fromDay: number;
  toDay: number;
  start: number;
  end: number;
  periods: Period[];
}

const GRAIN: Record<Granularity, Grain> = { HOUR: 'H', DAY: 'D', WEEK: 'W', MONTH: 'M' };

function periodsOf(r: Omit<StatRange, 'periods'>): Period[] {
  const out: Period[] = [];
  if (r.grain === 'H') {
    for (let t = r.start; t < r.end; t += HOUR_MS) {
      out.push({ label: hourLabel(t, r.timeZone), start: t, end: t + HOUR_MS });
    }
    return out;
  }
  const grain = r.grain;
  for (let d = r.fromDay; d <= r.toDay; d = nextPeriodDay(d, grain)) {
    out.push({ label: dateOf(d), start: dayStart(d, r.timeZone), end: dayStart(nextPeriodDay(d, grain), r.timeZone) });
  }
  return out;
}

const hourFormat = new Map<string, Intl.DateTimeFormat>();
function hourLabel(instant: number, timeZone: string): string {
  let f = hourFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    hourFormat.set(timeZone, f);
  }
  return `${f.format(new Date(instant)).replace(' ', 'T')}:00`;
}

function build(buildingId: number, timeZone: string, granularity: Granularity, fromDay: number, toDay: number): StatRange {
  const grain = GRAIN[granularity];
  if (grain === 'W' || grain === 'M') {
    fromDay = periodDay(fromDay, grain);
    toDay = nextPeriodDay(periodDay(toDay, grain), grain) - 1;
  }
  const base = { buildingId, timeZone, granularity, grain, fromDay, toDay, start: dayStart(fromDay, timeZone), end: dayStart(toDay + 1, timeZone) };
  return { ...base, periods: periodsOf(base) };
}

/** Checks the query's dates against the granularity (10005 naming `to` or `granularity`) and lays out its periods. */
export function statRange(query: StatisticsQuery, timeZone: string, language: Language): StatRange {
  const granularity = query.granularity ?? 'DAY';
  if (!isTimeZone(timeZone)) throw invalid([field(language, 'buildingId', 'statistics.timeZone')]);
  const fromDay = dayOf(query.from);
  const toDay = dayOf(query.to);
  if (toDay < fromDay) throw invalid([field(language, 'to', 'statistics.reversed')]);
  const limit = RANGE_LIMIT_DAYS[granularity];
  if (toDay - fromDay + 1 > limit) throw invalid([field(language, 'granularity', 'statistics.range', { granularity: granularity.toLowerCase(), days: limit })]);
  return build(query.buildingId, timeZone, granularity, fromDay, toDay);
}

/** The same number of periods just before the range. */
export function previousRange(r: StatRange): StatRange {
  if (r.grain === 'D' || r.grain === 'H') {
    const days = r.toDay - r.fromDay + 1;
    return build(r.buildingId, r.timeZone, r.granularity, r.fromDay - days, r.fromDay - 1);
  }
  let from = r.fromDay;
  for (let i = 0; i < r.periods.length; i++) from = periodDay(from - 1, r.grain);
  return build(r.buildingId, r.timeZone, r.granularity, from, r.fromDay - 1);
}

/** The last `days` days of the range (for WAU and MAU). */
export const lastDays = (r: StatRange, days: number) => ({ start: dayStart(r.toDay - days + 1, r.timeZone), end: r.end });

export const dayCount = (r: StatRange) => r.toDay - r.fromDay + 1;
