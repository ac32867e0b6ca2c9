/**
 * Road time tasks (issue 6): scheduled closures (or forced openings) of road-network features, and the
 * status of a feature at an instant. Pure: no database, no clock.
 *
 * Schedule. The first occurrence runs from `startsAt` to `endsAt`; every occurrence lasts as long
 * (`endsAt - startsAt`). `daily` repeats it every day and `weekly` on each ISO weekday of `weekdays`
 * (1 = Monday … 7 = Sunday: the day on which an occurrence STARTS), always at the wall-clock time of
 * `startsAt` in `timeZone`, from the civil date of `startsAt` to `until` (inclusive, a civil date in
 * `timeZone`; null = for ever; ignored without repetition). Occurrences are half-open [start, end):
 * a daily 22:00→06:00 closure covers 23:30 and 05:59 the next morning, not 06:00. The weekly first
 * occurrence is the first listed weekday on or after the date of `startsAt`.
 *
 * Status. A feature is closed at an instant when it is closed by hand (manual status) or an enabled
 * 'close' task naming it is active; an active 'open' task (an exception) cancels the task closures of
 * its features, never a manual closure (a closure made by hand, e.g. a wet floor, always holds).
 * Disabled tasks apply nothing.
 *
 * Contradiction. Two enabled tasks of opposite action naming a common feature whose occurrences
 * overlap contradict each other and the later save is refused, unless the 'open' task declares the
 * 'close' task in `exceptionOf` (e.g. "open until 01:00 on the evening of the event", an exception to
 * "closed nightly 22:00-06:00"): an exception must say what it is an exception to.
 */
import type { TaskAction, TaskRepeat as Repeat } from '../db/columnTypes.js';
import { DAY_MS, dayOf, isoWeekday, wallClock, zonedInstant } from '../shared/timeZones.js';

// The task's action and repetition are the values road_time_task's CHECKs allow (db/columnTypes.ts).
export type { Repeat };
export type RoadStatus = 'open' | 'closed';

export interface TimeTask {
  id: number;
  name: string;
  reason: string;
  action: TaskAction;
  roadIds: readonly string[];
  startsAt: Date;
  endsAt: Date;
  repeat: Repeat;
  /** ISO weekdays (weekly only). */
  weekdays: readonly number[];
  /** `YYYY-MM-DD`, inclusive, in `timeZone`; null = no end. */
  until: string | null;
  timeZone: string;
  enabled: boolean;
  /** For an 'open' task: the ids of the 'close' tasks it may overlap (it is an exception to them). */
  exceptionOf: readonly number[];
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** The longest occurrence each repetition allows (an occurrence must end before the next one starts). */
export const MAX_DURATION_MS: Record<Repeat, number> = { none: Infinity, daily: DAY_MS, weekly: 7 * DAY_MS };

type Schedule = Pick<TimeTask, 'startsAt' | 'endsAt' | 'repeat' | 'weekdays' | 'until' | 'timeZone'>;

/** The occurrence starting on civil date `day` (in the task's zone), if the schedule has one. */
function occurrenceOn(task: Schedule, first: { day: number; time: number }, day: number): Occurrence | null {
  if (day < first.day) return null;
  if (task.repeat !== 'none' && task.until !== null && day > dayOf(task.until)) return null;
  if (task.repeat === 'none' && day !== first.day) return null;
  if (task.repeat === 'weekly' && !task.weekdays.includes(isoWeekday(day))) return null;
  const duration = task.endsAt.getTime() - task.startsAt.getTime();
  const start = day === first.day ? task.startsAt.getTime() : zonedInstant(day, first.time, task.timeZone);
  return { start: new Date(start), end: new Date(start + duration) };
}

/**
 * The occurrences that overlap [from, to), oldest first, at most `cap` (whether or not the task is
 * enabled: this is its schedule).
 */
export function occurrences(task: Schedule, from: Date, to: Date, cap = 500): Occurrence[] {
  const out: Occurrence[] = [];
  if (to <= from || cap <= 0) return out;
  const first = wallClock(task.startsAt.getTime(), task.timeZone);
  const duration = task.endsAt.getTime() - task.startsAt.getTime();
  // An occurrence starting up to `span` days before `from` may still be running at `from`.
  const span = Math.ceil(duration / DAY_MS) + 1;
  let day = Math.max(first.day, wallClock(from.getTime(), task.timeZone).day - span);
  let last = wallClock(to.getTime(), task.timeZone).day;
  if (task.repeat === 'none') last = Math.min(last, first.day);
  else if (task.until !== null) last = Math.min(last, dayOf(task.until));
  for (; day <= last && out.length < cap; day++) {
    const o = occurrenceOn(task, first, day);
    if (o && o.end > from && o.start < to) out.push(o);
  }
  return out;
}

/** Whether an enabled task is in one of its occurrences at `instant`. */
export function activeAt(task: TimeTask, instant: Date): boolean {
  return task.enabled && occurrences(task, instant, new Date(instant.getTime() + 1), 1).length > 0;
}

interface Closure {
  kind: 'manual' | 'task';
  taskId?: number;
  reason: string;
}

export interface EffectiveStatus {
  effectiveStatus: RoadStatus;
  closedBy: Closure[];
  /** Active 'open' tasks that cancel task closures of this feature. */
  openedBy: Array<{ taskId: number; reason: string }>;
}

/** The status of one feature at `instant`, from its manual status and the tasks that name it. */
export function effectiveStatus(manual: { status: RoadStatus; reason?: string | null }, tasks: readonly TimeTask[], instant: Date): EffectiveStatus {
  const active = tasks.filter((t) => activeAt(t, instant));
  const openedBy = active.filter((t) => t.action === 'open').map((t) => ({ taskId: t.id, reason: t.reason }));
  const closedBy: Closure[] = [];
  if (manual.status === 'closed') closedBy.push({ kind: 'manual', reason: manual.reason ?? '' });
  if (!openedBy.length) {
    for (const t of active) if (t.action === 'close') closedBy.push({ kind: 'task', taskId: t.id, reason: t.reason });
  }
  return { effectiveStatus: closedBy.length ? 'closed' : 'open', closedBy, openedBy };
}

/** The tasks naming each feature id. */
function tasksByRoad(tasks: readonly TimeTask[]): Map<string, TimeTask[]> {
  const map = new Map<string, TimeTask[]>();
  for (const t of tasks) {
    for (const id of t.roadIds) {
      let list = map.get(id);
      if (!list) map.set(id, (list = []));
      list.push(t);
    }
  }
  return map;
}

/** How far ahead two repeating tasks are compared: a year covers every weekly pattern and DST change. */
const CONFLICT_HORIZON_MS = 366 * DAY_MS;

/** The instant after which a task has no occurrence left (Infinity for an endless repetition). */
function lastEnd(task: Schedule): number {
  if (task.repeat === 'none') return task.endsAt.getTime();
  if (task.until === null) return Infinity;
  const duration = task.endsAt.getTime() - task.startsAt.getTime();
  return zonedInstant(dayOf(task.until) + 1, 0, task.timeZone) + duration;
}

/** The first instant at which both schedules are in an occurrence, or null. */
function firstOverlap(a: Schedule, b: Schedule): Date | null {
  const from = Math.max(a.startsAt.getTime(), b.startsAt.getTime());
  const to = Math.min(lastEnd(a), lastEnd(b), from + CONFLICT_HORIZON_MS);
  if (to <= from) return null;
  const xs = occurrences(a, new Date(from), new Date(to), 2000);
  const ys = occurrences(b, new Date(from), new Date(to), 2000);
  let i = 0;
  let j = 0;
  while (i < xs.length && j < ys.length) {
    const x = xs[i];
    const y = ys[j];
    if (x.start < y.end && y.start < x.end) return new Date(Math.max(x.start.getTime(), y.start.getTime()));
    if (x.end <= y.end) i++;
    else j++;
  }
  return null;
}

/**
 * "Overlapping contradictory tasks": two enabled tasks of opposite action (one closes, the other forces
 * open) that name a common feature and whose occurrences overlap in time, where the 'open' one does not
 * declare the other in `exceptionOf`. Answers the first such task among `others` with the common
 * feature and the first instant of overlap, or null. A disabled task contradicts nothing; tasks of the
 * same action may overlap freely.
 */
export function contradiction(task: TimeTask, others: readonly TimeTask[]): { task: TimeTask; roadId: string; at: Date } | null {
  if (!task.enabled) return null;
  for (const other of others) {
    if (other.id === task.id || !other.enabled || other.action === task.action) continue;
    const [open, close] = task.action === 'open' ? [task, other] : [other, task];
    if (open.exceptionOf.includes(close.id)) continue;
    const roadId = task.roadIds.find((id) => other.roadIds.includes(id));
    if (roadId === undefined) continue;
    const at = firstOverlap(task, other);
    if (at) return { task: other, roadId, at };
  }
  return null;
}

/** The effective status at `at` of every feature, from its manual `status`/`statusReason` properties and the tasks. */
export function networkStatus(
  features: ReadonlyArray<{ id: string; properties: Record<string, unknown> }>,
  tasks: readonly TimeTask[],
  at: Date,
): Map<string, EffectiveStatus> {
  const byRoad = tasksByRoad(tasks);
  const out = new Map<string, EffectiveStatus>();
  for (const f of features) {
    const manual = {
      status: f.properties.status === 'closed' ? ('closed' as const) : ('open' as const),
      reason: typeof f.properties.statusReason === 'string' ? f.properties.statusReason : '',
    };
    out.set(f.id, effectiveStatus(manual, byRoad.get(f.id) ?? [], at));
  }
  return out;
}
