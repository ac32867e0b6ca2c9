/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl (no dependency). A civil date is a
 * day number (days since 1970-01-01); a wall time is milliseconds since local midnight.
 */

export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (e.g. `Asia/Shanghai`, `UTC`, `Europe/Paris`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (Asia/Shanghai: +8 h). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc - whole;
}

/** The civil date and wall time of an instant in the zone. */
export function wallClock(instant: number, timeZone: string): { day: number; time: number } {
  const local = instant + zoneOffset(instant, timeZone);
  const day = Math.floor(local / DAY_MS);
  return { day, time: local - day * DAY_MS };
}

/**
 * The instant at which the zone's clocks show `time` on `day`. A wall time repeated when clocks go back
 * takes its first instant; one skipped when they go forward is shifted forward by the jump.
 */
export function zonedInstant(day: number, time: number, timeZone: string): number {
  const local = day * DAY_MS + time;
  const before = local - zoneOffset(local - DAY_MS, timeZone);
  const after = local - zoneOffset(local + DAY_MS, timeZone);
  const valid = [before, after].filter((t) => t + zoneOffset(t, timeZone) === local);
  return valid.length ? Math.min(...valid) : before;
}

/** ISO weekday of a civil date: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** `YYYY-MM-DD` → day number (the string must be a valid date). */
export function dayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}
