import { Type, type Static } from 'typebox';
import { assertPermission, currentAdmin } from '../../plugins/auth.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import type { Db } from '../../db/types.js';
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
import { DAY_MS, dayOf, isTimeZone, wallClock } from '../../roads/zone.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import { DeletedSchema, IdsBody } from '../../schemas/userManagement.js';
import { field, idsOf, invalid } from '../../errors/fieldErrors.js';
import { OWNERSHIP_DOC, assertOwnedBy } from '../../services/ownership.js';
import type { RoutePlugin } from '../../types.js';
import { READ_DOC, READ_ROAD, TimeTaskSaveBody, TimeTaskSchema, WRITE_DOC } from '../../schemas/road.js';

const OCCURRENCE_CAP = 500;
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

/** Spec §7 road time tasks (issue 6): scheduled closures with their occurrences, create/update, delete. */
export const roadTaskRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/road/road-time-task-patch',
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'A page of a building’s road time tasks, each with its occurrences in a range (the calendar list)',
        description: `${READ_DOC} Newest first. \`from\`/\`to\`: the range of the listed occurrences (default now to now + 14 days; \`to\` after \`from\`, at most 366 days later, else 10005); at most ${OCCURRENCE_CAP} occurrences a task. \`roadId\`: only the tasks naming that feature.`,
        querystring: Type.Object({
          ...PageQuery,
          buildingId: Type.Integer({ minimum: 1 }),
          from: Type.Optional(Type.String({ format: 'date-time' })),
          to: Type.Optional(Type.String({ format: 'date-time' })),
          roadId: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: responses(Page(TimeTaskSchema)),
      },
    },
    async (request) => {
      const { buildingId, roadId } = request.query;
      const from = request.query.from ? new Date(request.query.from) : new Date();
      const to = request.query.to ? new Date(request.query.to) : new Date(from.getTime() + DEFAULT_RANGE_MS);
      const span = to.getTime() - from.getTime();
      if (span <= 0 || span > MAX_RANGE_MS) throw invalid([field(request.language, 'to', 'road.rangeInvalid')]);
      await assertOwnedBy(app.db, buildingId, { featureIds: [roadId] });
      const page = await pageTasks(app.db, { buildingId, roadId, ...pageWindow(request.query) });
      return ok({ records: page.records.map((t) => taskDto(t, from, to)), total: page.total });
    },
  );

  app.post(
    '/location/road/road-time-task/save',
    {
      config: { auth: 'session', permission: 'EDIT_ROAD' },
      schema: {
        summary: 'Create (no id) or update a road time task',
        description: `${WRITE_DOC} Each occurrence lasts endsAt − startsAt and repeats (daily, or weekly on \`weekdays\`: ISO 1 = Monday … 7 = Sunday, the days occurrences START) at the wall-clock time of startsAt in \`timeZone\` (default Asia/Shanghai) until \`until\` (inclusive). 10005 naming the field: endsAt not after startsAt; an occurrence of 24 h or more (daily) or 7 days or more (weekly); weekly without weekdays; until before the first occurrence; an unknown time zone; a roadIds entry not a road segment or connector of the draft; exceptionOf naming anything but a close task of the building (an unknown task, or an open one); an overlapping contradictory task: an enabled task of the opposite action (close / open) on a common feature whose occurrences overlap this one’s (checked over the year after both have started), named in the message, unless the open task lists the close one in \`exceptionOf\` (an exception: it cancels the closure during its occurrences; a manual closure always holds). Another building’s task id (as \`id\` or in \`exceptionOf\`) or segment: 10004. Answers the task with its occurrences in the next 14 days.`,
        body: TimeTaskSaveBody,
        response: responses(TimeTaskSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const body = request.body;
      const id = await app.db.transaction().execute(async (trx) => {
        await lockTasks(trx, body.buildingId);
        await assertOwnedBy(trx, body.buildingId, { taskIds: [body.id, ...(body.exceptionOf ?? [])], featureIds: body.roadIds });
        if (body.id !== undefined) {
          const [existing] = await findTasks(trx, [body.id]);
          if (!existing || existing.buildingId !== body.buildingId) throw notFound();
        }
        const values = await checkedTask(trx, body, request.language);
        if (body.id === undefined) return insertTask(trx, body.buildingId, values, admin.id);
        await updateTask(trx, body.id, values, admin.id);
        return body.id;
      });
      const [saved] = await findTasks(app.db, [id]);
      const now = new Date();
      return ok(taskDto(saved, now, new Date(now.getTime() + DEFAULT_RANGE_MS)));
    },
  );

  app.post(
    '/location/road/road-time-task/delete',
    {
      config: { auth: 'session', permission: 'EDIT_ROAD' },
      schema: {
        summary: 'Delete road time tasks (`{ id }` or `{ ids }`), all or nothing',
        description: `Needs EDIT_ROAD on the tasks’ building (10003); an unknown task, or one of another company’s building, answers 10004 and nothing is deleted. The call is about one building, the first task’s: tasks of two buildings answer 10004. ${OWNERSHIP_DOC}`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const ids = idsOf(request.body, request.language);
      const tasks = await findTasks(app.db, ids);
      if (tasks.length !== ids.length) throw notFound();
      await assertOwnedBy(app.db, tasks.find((t) => t.id === ids[0])!.buildingId, { taskIds: ids });
      for (const buildingId of new Set(tasks.map((t) => t.buildingId))) await assertPermission(app.db, admin, 'EDIT_ROAD', buildingId);
      return ok({ deleted: await deleteTasks(app.db, ids) });
    },
  );
};
