import { field, invalid } from '../errors/fieldErrors.js';
import type { Language, MessageKey } from '../errors/messages.js';
import { zoneOffset } from '../shared/timeZones.js';
import { DAY_MS, dayOf, dateOf } from '../usage/periods.js';

/** An instant on a zone's wall clock, YYYY-MM-DD HH:mm:ss. */
export const wallClock = (instant: number, timeZone: string): string =>
  new Date(instant + zoneOffset(instant, timeZone)).toISOString().replace('T', ' ').slice(0, 19);

export interface DayRangeRule {
  /** The longest range, days. */
  maxDays: number;
  /** Raw events (and what is kept with them) are kept this long: a first day before holds nothing. */
  retentionDays: number;
  /** The message keys of a range too long and of one past the retention period. */
  rangeKey: MessageKey;
  retentionKey: MessageKey;
}

/**
 * Issue 15: a range of a building's local days from the optional `from` and `to` of a query (default: the last
 * seven days to the building's today). A reversed range answers 10005 naming `to`, one too long the day the admin
 * gave, a first day past the retention period `from`.
 */
export function dayRange(
  query: { from?: string; to?: string },
  timeZone: string,
  rule: DayRangeRule,
  language: Language,
  now = Date.now(),
): { fromDay: number; toDay: number; from: string; to: string } {
  const toDay = query.to ? dayOf(query.to) : dayOf(wallClock(now, timeZone).slice(0, 10));
  const fromDay = query.from ? dayOf(query.from) : toDay - 6;
  if (toDay < fromDay) throw invalid([field(language, 'to', 'statistics.reversed')]);
  // Too long: the day the admin gave is named (`from` when `to` is the default today).
  const named = query.to ? 'to' : 'from';
  if (toDay - fromDay + 1 > rule.maxDays) throw invalid([field(language, named, rule.rangeKey, { days: rule.maxDays })]);
  const oldest = dayOf(new Date(now - rule.retentionDays * DAY_MS).toISOString().slice(0, 10)) + 1;
  if (fromDay < oldest) throw invalid([field(language, 'from', rule.retentionKey, { days: rule.retentionDays })]);
  return { fromDay, toDay, from: dateOf(fromDay), to: dateOf(toDay) };
}
