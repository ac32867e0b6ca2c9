import type { FieldError } from '../../dataProvider/envelope';
import { fromLocalInput, toLocalInput } from './dates';
import type { Repeat, TimeTask, TimeTaskInput } from './types';

/** The dialog's values: date-times as `datetime-local` strings in the browser's time zone. */
export interface TimeTaskValues {
  id?: number;
  name: string;
  reason: string;
  roadIds: string[];
  startsAt: string;
  endsAt: string;
  repeat: Repeat;
  weekdays: number[];
  /** Last day of a repetition (`YYYY-MM-DD`), empty for no end. */
  until: string;
  action: 'close' | 'open';
  /** An open task's close tasks it is an exception to. */
  exceptionOf: number[];
  enabled: boolean;
}

type TimeTaskField = keyof Omit<TimeTaskValues, 'id'>;
const TASK_FIELDS: readonly TimeTaskField[] = [
  'name',
  'reason',
  'roadIds',
  'startsAt',
  'endsAt',
  'repeat',
  'weekdays',
  'until',
  'action',
  'exceptionOf',
  'enabled',
];

/** Message key (ours) or server message per field. */
export type TaskErrors = Partial<Record<TimeTaskField, string>>;

const HOUR = 3_600_000;

/** A new task: the next full hour for two hours, closing the given segments, once. */
export const newTaskValues = (now: Date, roadIds: readonly string[]): TimeTaskValues => {
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    name: '',
    reason: '',
    roadIds: [...roadIds],
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(new Date(start.getTime() + 2 * HOUR)),
    repeat: 'none',
    weekdays: [],
    until: '',
    action: 'close',
    exceptionOf: [],
    enabled: true,
  };
};

export const taskValues = (task: TimeTask): TimeTaskValues => ({
  id: task.id,
  name: task.name,
  reason: task.reason,
  roadIds: [...task.roadIds],
  startsAt: toLocalInput(task.startsAt),
  endsAt: toLocalInput(task.endsAt),
  repeat: task.repeat,
  weekdays: [...(task.weekdays ?? [])],
  until: task.until ? task.until.slice(0, 10) : '',
  action: task.action,
  exceptionOf: [...(task.exceptionOf ?? [])],
  enabled: task.enabled,
});

/** What the console checks before asking the server (which checks it all again, and more). */
export const validateTask = (values: TimeTaskValues): TaskErrors => {
  const errors: TaskErrors = {};
  if (!values.name.trim()) errors.name = 'app.roads.tasks.errors.name_required';
  if (!values.reason.trim()) errors.reason = 'app.roads.tasks.errors.reason_required';
  if (values.roadIds.length === 0) errors.roadIds = 'app.roads.tasks.errors.roads_required';
  const start = fromLocalInput(values.startsAt);
  const end = fromLocalInput(values.endsAt);
  if (!start) errors.startsAt = 'app.roads.tasks.errors.date_required';
  if (!end) errors.endsAt = 'app.roads.tasks.errors.date_required';
  else if (start && end <= start) errors.endsAt = 'app.roads.tasks.errors.end_before_start';
  if (values.repeat === 'weekly' && values.weekdays.length === 0) errors.weekdays = 'app.roads.tasks.errors.weekdays_required';
  if (values.repeat !== 'none' && values.until && start && values.until < values.startsAt.slice(0, 10)) {
    errors.until = 'app.roads.tasks.errors.until_before_start';
  }
  return errors;
};

/** The save call's body; the times as instants, the repetition in the browser's time zone. */
export const taskPayload = (values: TimeTaskValues, buildingId: number, timeZone: string): TimeTaskInput => ({
  ...(values.id !== undefined ? { id: values.id } : {}),
  buildingId,
  name: values.name.trim(),
  reason: values.reason.trim(),
  roadIds: values.roadIds,
  startsAt: fromLocalInput(values.startsAt) ?? values.startsAt,
  endsAt: fromLocalInput(values.endsAt) ?? values.endsAt,
  repeat: values.repeat,
  weekdays: values.repeat === 'weekly' ? [...values.weekdays].sort((a, b) => a - b) : [],
  until: values.repeat !== 'none' && values.until ? values.until : null,
  timeZone,
  action: values.action,
  exceptionOf: values.action === 'open' ? [...values.exceptionOf].sort((a, b) => a - b) : [],
  enabled: values.enabled,
});

/** The form field a server field path names (`body.endsAt`, `/roadIds/2`, `roadIds[2]` → its field). */
const fieldOf = (path: string): TimeTaskField | null => {
  const head =
    path
      .replace(/^\/?body[./]?/, '')
      .replace(/^\//, '')
      .split(/[.[/]/)[0] ?? '';
  return (TASK_FIELDS as readonly string[]).includes(head) ? (head as TimeTaskField) : null;
};

/** 10005 errors on the fields they name; those naming no field of the form are shown above it. */
export const serverTaskErrors = (errors: readonly FieldError[]): { fields: TaskErrors; other: string[] } => {
  const fields: TaskErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const field = fieldOf(error.field ?? '');
    if (field) fields[field] ??= error.message;
    else other.push(error.message);
  }
  return { fields, other };
};
