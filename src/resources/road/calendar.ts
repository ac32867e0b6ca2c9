import { localDay, startOfDay } from './dates';
import type { TimeTask } from './types';

export interface CalendarEntry {
  task: TimeTask;
  start: Date;
  end: Date;
  /** Began before the day it is listed under (still in force at its start). */
  ongoing: boolean;
}

export interface CalendarDay {
  /** Local `YYYY-MM-DD`. */
  day: string;
  date: Date;
  entries: CalendarEntry[];
}

export const CALENDAR_DAYS = 14;

/**
 * The enabled tasks' occurrences between local midnight of `from` and `days` days later, grouped by
 * the local day they start on (one already running at the window's start goes under its first day),
 * days in order and each day's entries by start. Days with nothing are left out.
 */
export const calendarDays = (tasks: readonly TimeTask[], from: Date, days = CALENDAR_DAYS): CalendarDay[] => {
  const first = startOfDay(from);
  const last = startOfDay(from, days);
  const byDay = new Map<string, CalendarDay>();
  for (const task of tasks) {
    if (!task.enabled) continue;
    for (const occurrence of task.occurrences ?? []) {
      const start = new Date(occurrence.start);
      const end = new Date(occurrence.end);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue;
      if (end <= first || start >= last) continue;
      const ongoing = start < first;
      const listed = ongoing ? first : start;
      const day = localDay(listed);
      let bucket = byDay.get(day);
      if (!bucket) byDay.set(day, (bucket = { day, date: startOfDay(listed), entries: [] }));
      bucket.entries.push({ task, start, end, ongoing });
    }
  }
  const result = [...byDay.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
  for (const day of result) day.entries.sort((a, b) => a.start.getTime() - b.start.getTime() || a.task.id - b.task.id);
  return result;
};
