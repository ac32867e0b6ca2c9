// Spec §7 road time tasks (issue 6): scheduled closures with their occurrences, create/update, delete.
import type { Static } from 'typebox';
import { assertPermission } from '../../auth/permission.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import { field, idsOf, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { draftOf } from '../../repos/map.js';
import {
  NETWORK_TYPES,
  deleteTasks,
  featuresByIds,
  findTasks,
  insertTask,
  lockTasks,
  pageTasks,
  tasksOf,
  updateTask,
  type TaskRecord,
  type TaskValues,
} from '../../repos/road.js';
import { MAX_DURATION_MS, contradiction, occurrences } from '../../roads/timeTasks.js';
import { DAY_MS, dayOf, isTimeZone, wallClock } from '../../shared/timeZones.js';
import type { TimeTaskSaveBody } from '#contract/schemas/road.js';
import { assertOwnedBy } from '../ownership.js';

export const OCCURRENCE_CAP = 500;
const DEFAULT_RANGE_MS = 14 * DAY_MS;
const MAX_RANGE_MS = 366 * DAY_MS;

function taskDto(t: TaskRecord, from: Date, to: Date) {
  const list = occurrences(t, from, to, OCCURRENCE_CAP + 1);
  return {
    id: t.id,
    buildingId: t.buildingId,
    name: t.name,
    reason: t.reason,
    action: t.action,
    roadIds: t.roadIds,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    repeat: t.repeat,
    weekdays: t.weekdays,
    until: t.until,
    timeZone: t.timeZone,
    enabled: t.enabled,
    exceptionOf: t.exceptionOf,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    updatedBy: t.updatedBy,
    updatedAt: t.updatedAt.toISOString(),
    occurrences: list.slice(0, OCCURRENCE_CAP).map((o) => ({ start: o.start.toISOString(), end: o.end.toISOString() })),
    occurrencesTruncated: list.length > OCCURRENCE_CAP,
  };
}

type SaveInput = Static<typeof TimeTaskSaveBody>;

/** The task's values, or 10005 listing every problem (schedule, segments, contradiction). */
async function checkedTask(trx: Db, body: SaveInput, language: Language): Promise<TaskValues> {
  const errors: FieldError[] = [];
  const timeZone = body.timeZone ?? 'Asia/Shanghai';
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const duration = endsAt.getTime() - startsAt.getTime();
  const weekdays = body.repeat === 'weekly' ? [...new Set(body.weekdays ?? [])].sort((a, b) => a - b) : [];
  const until = body.repeat === 'none' ? null : (body.until ?? null);
  if (!isTimeZone(timeZone)) errors.push(field(language, 'timeZone', 'road.timeZone', { zone: timeZone }));
  if (duration <= 0) errors.push(field(language, 'endsAt', 'road.endBeforeStart'));
  else if (duration >= MAX_DURATION_MS[body.repeat])
    errors.push(field(language, 'endsAt', body.repeat === 'daily' ? 'road.tooLongDaily' : 'road.tooLongWeekly'));
  if (body.repeat === 'weekly' && !weekdays.length) errors.push(field(language, 'weekdays', 'road.weekdaysRequired'));
  if (until !== null && isTimeZone(timeZone) && dayOf(until) < wallClock(startsAt.getTime(), timeZone).day) {
    errors.push(field(language, 'until', 'road.untilBeforeStart'));
  }

  const roadIds = [...new Set(body.roadIds)];
  const draft = await draftOf(trx, body.buildingId);
  const found = new Map((draft ? await featuresByIds(trx, draft.id, roadIds) : []).map((f) => [f.id, f]));
  body.roadIds.forEach((id, i) => {
    const f = found.get(id);
    if (!f) errors.push(field(language, `roadIds[${i}]`, 'road.unknownFeature', { id }));
    else if (!NETWORK_TYPES.includes(f.featureType)) errors.push(field(language, `roadIds[${i}]`, 'road.notNetwork', { id, type: f.featureType }));
  });
  if (errors.length) throw invalid(errors);

  const others = (await tasksOf(trx, body.buildingId)).filter((t) => t.id !== body.id);
  const action = body.action ?? 'close';
  const exceptionOf = action === 'open' ? [...new Set(body.exceptionOf ?? [])] : [];
  exceptionOf.forEach((id, i) => {
    if (!others.some((t) => t.id === id && t.action === 'close')) errors.push(field(language, `exceptionOf[${i}]`, 'road.exceptionOf', { id }));
  });
  if (errors.length) throw invalid(errors);

  const values: TaskValues = {
    name: body.name.trim() || body.name,
    reason: body.reason.trim() || body.reason,
    action,
    roadIds,
    startsAt,
    endsAt,
    repeat: body.repeat,
    weekdays,
    until,
    timeZone,
    enabled: body.enabled ?? true,
    exceptionOf,
  };
  const clash = contradiction({ ...values, id: body.id ?? 0 }, others);
  if (clash) {
    const key = clash.task.action === 'close' ? 'road.contradictsClose' : 'road.contradictsOpen';
    throw invalid([field(language, 'roadIds', key, { name: clash.task.name, id: clash.task.id, roadId: clash.roadId, at: clash.at.toISOString() })]);
  }
  return values;
}

/** road-time-task-patch: a page of the building's tasks, each with its occurrences in [from, to) (default the next 14 days; at most 366 days). */
export async function taskPage(
  db: Db,
  filter: { buildingId: number; roadId?: string; from?: string; to?: string; limit: number; offset: number },
  language: Language,
) {
  const { buildingId, roadId, limit, offset } = filter;
  const from = filter.from ? new Date(filter.from) : new Date();
  const to = filter.to ? new Date(filter.to) : new Date(from.getTime() + DEFAULT_RANGE_MS);
  const span = to.getTime() - from.getTime();
  if (span <= 0 || span > MAX_RANGE_MS) throw invalid([field(language, 'to', 'road.rangeInvalid')]);
  await assertOwnedBy(db, buildingId, { featureIds: [roadId] });
  const page = await pageTasks(db, { buildingId, roadId, limit, offset });
  return { records: page.records.map((t) => taskDto(t, from, to)), total: page.total };
}

/** road-time-task/save: creates (no id) or updates a task under the building's task lock; answers it with the next 14 days' occurrences. */
export async function saveTask(db: Db, admin: SessionAdmin, body: SaveInput, language: Language) {
  const id = await db.transaction().execute(async (trx) => {
    await lockTasks(trx, body.buildingId);
    await assertOwnedBy(trx, body.buildingId, { taskIds: [body.id, ...(body.exceptionOf ?? [])], featureIds: body.roadIds });
    if (body.id !== undefined) {
      const [existing] = await findTasks(trx, [body.id]);
      if (!existing || existing.buildingId !== body.buildingId) throw notFound();
    }
    const values = await checkedTask(trx, body, language);
    if (body.id === undefined) return insertTask(trx, body.buildingId, values, admin.id);
    await updateTask(trx, body.id, values, admin.id);
    return body.id;
  });
  const [saved] = await findTasks(db, [id]);
  const now = new Date();
  return taskDto(saved, now, new Date(now.getTime() + DEFAULT_RANGE_MS));
}

/** road-time-task/delete: all or nothing, tasks of one building on which the admin holds EDIT_ROAD. */
export async function deleteTasksChecked(db: Db, admin: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language) {
  const ids = idsOf(body, language);
  const tasks = await findTasks(db, ids);
  if (tasks.length !== ids.length) throw notFound();
  await assertOwnedBy(db, tasks.find((t) => t.id === ids[0])!.buildingId, { taskIds: ids });
  for (const buildingId of new Set(tasks.map((t) => t.buildingId))) await assertPermission(db, admin, 'EDIT_ROAD', buildingId);
  return { deleted: await deleteTasks(db, ids) };
}
