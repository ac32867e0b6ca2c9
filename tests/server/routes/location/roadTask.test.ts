import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post, type Envelope } from '../../helpers.js';
import { roadApi } from '#contract/endpoints/road.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 6 / spec §7 road time tasks: save (with its bad input), the calendar list, delete, and road-json following them. */

interface Task {
  id: number;
  name: string;
  action: 'close' | 'open';
  roadIds: string[];
  repeat: string;
  weekdays: number[];
  until: string | null;
  timeZone: string;
  enabled: boolean;
  createdBy: string | null;
  occurrences: Array<{ start: string; end: string }>;
  occurrencesTruncated: boolean;
}

let app: App;
const cookies: Record<string, string> = {};
let mall: number;
let office: number;
let corridor: string;
let other: string;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = bs.find((b) => b.name === '环球购物中心')!.id;
  office = bs.find((b) => b.name === '科技园办公楼')!.id;
  const json = await call<{ features: Array<{ id: string; properties: { category: string } }> }>(
    app,
    fillPath(roadApi.json.path, { buildingId: mall }),
    cookies.company,
  );
  const corridors = json.body.data!.features.filter((f) => f.properties.category === 'corridor');
  corridor = corridors[0].id;
  other = corridors[1].id;
});
afterAll(() => app.close());

const NIGHTLY = {
  name: 'Nightly cleaning',
  reason: 'Floor cleaning',
  repeat: 'daily',
  startsAt: '2030-03-10T22:00:00+08:00',
  endsAt: '2030-03-11T06:00:00+08:00',
};
const saveTask = (body: object, cookie = cookies.company) =>
  post<Task>(app, roadApi.saveTask.path, { buildingId: mall, roadIds: [corridor], ...NIGHTLY, ...body }, cookie);
const statusAt = async (id: string, at: string) => {
  const res = await call<{ features: Array<{ id: string; properties: any }> }>(
    app,
    `${fillPath(roadApi.json.path, { buildingId: mall })}?at=${encodeURIComponent(at)}`,
    cookies.business,
  );
  return res.body.data!.features.find((f) => f.id === id)!.properties;
};
const fieldsOf = (body: Envelope) => (body.errors ?? []).map((e) => e.field);

describe('spec §7 POST /api/location/road/road-time-task/save and road-json at chosen instants', () => {
  let nightly: Task;

  it('creates a daily 22:00→06:00 closure; road-json follows it at 23:30, 05:59 and 06:00', async () => {
    const res = await saveTask({});
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    nightly = res.body.data!;
    expect(nightly).toMatchObject({
      action: 'close',
      roadIds: [corridor],
      timeZone: 'Asia/Shanghai',
      enabled: true,
      createdBy: DEMO.company,
      weekdays: [],
      until: null,
    });
    expect(await statusAt(corridor, '2030-03-12T23:30:00+08:00')).toMatchObject({
      status: 'open',
      effectiveStatus: 'closed',
      closedBy: [{ kind: 'task', taskId: nightly.id, reason: 'Floor cleaning' }],
    });
    expect((await statusAt(corridor, '2030-03-13T05:59:00+08:00')).effectiveStatus).toBe('closed');
    expect((await statusAt(corridor, '2030-03-13T06:00:00+08:00')).effectiveStatus).toBe('open');
    expect((await statusAt(corridor, '2030-03-13T12:00:00+08:00')).effectiveStatus).toBe('open');
    expect((await statusAt(corridor, '2030-03-10T21:00:00+08:00')).effectiveStatus).toBe('open');
    expect((await statusAt(other, '2030-03-12T23:30:00+08:00')).effectiveStatus).toBe('open');
  });

  it('a weekly Sunday 22:00→Monday 02:00 closure covers Monday 01:00 (a Sunday in UTC)', async () => {
    // 2030-03-10 is a Sunday.
    const res = await saveTask({
      name: 'Weekly',
      roadIds: [other],
      repeat: 'weekly',
      weekdays: [7],
      startsAt: '2030-03-10T22:00:00+08:00',
      endsAt: '2030-03-11T02:00:00+08:00',
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect((await statusAt(other, '2030-03-17T17:00:00Z')).effectiveStatus).toBe('closed');
    expect((await statusAt(other, '2030-03-18T17:00:00Z')).effectiveStatus).toBe('open');
  });

  it('issue 6 bad input: 10005 naming the field, nothing saved', async () => {
    const cases: Array<[object, string]> = [
      [{ endsAt: '2030-03-10T21:00:00+08:00' }, 'endsAt'],
      [{ endsAt: '2030-03-10T22:00:00+08:00' }, 'endsAt'],
      [{ repeat: 'daily', endsAt: '2030-03-11T23:00:00+08:00' }, 'endsAt'],
      [{ repeat: 'weekly', endsAt: '2030-03-18T23:00:00+08:00', weekdays: [1] }, 'endsAt'],
      [{ repeat: 'weekly' }, 'weekdays'],
      [{ roadIds: ['road-nowhere'] }, 'roadIds[0]'],
      [{ roadIds: [corridor, 'poi-1F-OS02'] }, 'roadIds[1]'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ until: '2030-03-09' }, 'until'],
      [{ startsAt: '2030-03-10 22:00' }, 'startsAt'],
      [{ repeat: 'hourly' }, 'repeat'],
      [{ name: '' }, 'name'],
      [{ roadIds: [] }, 'roadIds'],
    ];
    const before = await call<{ total: number }>(app, `${roadApi.taskPatches.path}?buildingId=${mall}`, cookies.company);
    for (const [body, fieldName] of cases) {
      const res = await saveTask(body);
      expect(res.body.code, JSON.stringify(body)).toBe(10005);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(fieldName);
    }
    const after = await call<{ total: number }>(app, `${roadApi.taskPatches.path}?buildingId=${mall}`, cookies.company);
    expect(after.body.data!.total).toBe(before.body.data!.total);
  });

  it('overlapping contradictory tasks: an open exception overlapping a close task on a common segment is refused, naming it', async () => {
    const clash = await saveTask({
      name: 'Late opening',
      action: 'open',
      repeat: 'none',
      roadIds: [corridor],
      startsAt: '2030-04-01T23:00:00+08:00',
      endsAt: '2030-04-02T01:00:00+08:00',
    });
    expect(clash.body.code).toBe(10005);
    expect(clash.body.errors![0].field).toBe('roadIds');
    expect(clash.body.errors![0].message).toContain('Nightly cleaning');
    expect(clash.body.errors![0].message).toContain(`#${nightly.id}`);
    // Disjoint in time, or on another segment, or disabled: accepted.
    const midday = await saveTask({
      name: 'Midday',
      action: 'open',
      repeat: 'none',
      startsAt: '2030-04-01T12:00:00+08:00',
      endsAt: '2030-04-01T13:00:00+08:00',
    });
    expect(midday.body.code).toBe(0);
    const disabled = await saveTask({
      name: 'Disabled exception',
      action: 'open',
      enabled: false,
      repeat: 'none',
      startsAt: '2030-04-01T23:00:00+08:00',
      endsAt: '2030-04-02T01:00:00+08:00',
    });
    expect(disabled.body.code).toBe(0);
    // Enabling it later is refused in turn.
    const enable = await saveTask({
      id: disabled.body.data!.id,
      name: 'Disabled exception',
      action: 'open',
      enabled: true,
      repeat: 'none',
      startsAt: '2030-04-01T23:00:00+08:00',
      endsAt: '2030-04-02T01:00:00+08:00',
    });
    expect(enable.body.code).toBe(10005);
  });

  it('an open task declared an exception to the close task may overlap it and cancels it during its occurrences; a manual closure still holds', async () => {
    const res = await saveTask({
      name: 'Late opening',
      action: 'open',
      exceptionOf: [nightly.id],
      repeat: 'none',
      startsAt: '2030-04-01T23:00:00+08:00',
      endsAt: '2030-04-02T01:00:00+08:00',
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const exception = res.body.data!;
    expect(exception).toMatchObject({ action: 'open', exceptionOf: [nightly.id] });
    expect(await statusAt(corridor, '2030-04-01T23:30:00+08:00')).toMatchObject({
      effectiveStatus: 'open',
      closedBy: [],
      openedBy: [{ taskId: exception.id }],
    });
    expect((await statusAt(corridor, '2030-04-02T01:30:00+08:00')).effectiveStatus).toBe('closed');
    expect((await statusAt(corridor, '2030-03-31T23:30:00+08:00')).effectiveStatus).toBe('closed');
    // Only a close task of the building can be excepted.
    const bad = await saveTask({
      name: 'Bad',
      action: 'open',
      exceptionOf: [exception.id],
      repeat: 'none',
      startsAt: '2030-05-01T12:00:00+08:00',
      endsAt: '2030-05-01T13:00:00+08:00',
    });
    expect(bad.body).toMatchObject({ code: 10005, errors: [{ field: 'exceptionOf[0]' }] });
    // A closure by hand holds during the exception.
    const { revision } = (await call<{ revision: number }>(app, fillPath(roadApi.json.path, { buildingId: mall }), cookies.company)).body.data!;
    const closed = await post(
      app,
      roadApi.save.path,
      { buildingId: mall, baseRevision: revision, changes: [{ id: corridor, status: 'closed', reason: 'Flooded' }] },
      cookies.company,
    );
    expect(closed.body.code).toBe(0);
    expect(await statusAt(corridor, '2030-04-01T23:30:00+08:00')).toMatchObject({
      effectiveStatus: 'closed',
      closedBy: [{ kind: 'manual', reason: 'Flooded' }],
    });
    await post(app, roadApi.save.path, { buildingId: mall, baseRevision: revision + 1, changes: [{ id: corridor, status: 'open' }] }, cookies.company);
  });

  it('updates a task of the building; another building’s task id is 10004', async () => {
    const created = (await saveTask({ name: 'Office works', repeat: 'none', startsAt: '2031-01-01T10:00:00+08:00', endsAt: '2031-01-01T11:00:00+08:00' })).body
      .data!;
    const moved = await saveTask({
      id: created.id,
      name: 'Office works (moved)',
      repeat: 'none',
      startsAt: '2031-01-02T10:00:00+08:00',
      endsAt: '2031-01-02T11:00:00+08:00',
    });
    expect(moved.body.data).toMatchObject({ id: created.id, name: 'Office works (moved)' });
    const wrongBuilding = await post(
      app,
      roadApi.saveTask.path,
      { ...NIGHTLY, id: created.id, buildingId: office, roadIds: ['road-1F-0001'] },
      cookies.company,
    );
    expect(wrongBuilding.body.code).toBe(10004);
    expect((await saveTask({ id: 999999 })).body.code).toBe(10004);
  });
});

describe('spec §7 GET /api/location/road/road-time-task-patch (the calendar list) and delete', () => {
  it('each task with its occurrences in the range, newest first; range checks', async () => {
    const res = await call<{ records: Task[]; total: number }>(
      app,
      `${roadApi.taskPatches.path}?buildingId=${mall}&from=2030-03-30T00:00:00%2B08:00&to=2030-04-03T00:00:00%2B08:00`,
      cookies.business,
    );
    expect(res.body.code).toBe(0);
    const { records, total } = res.body.data!;
    expect(total).toBe(records.length);
    expect(records.map((r) => r.id)).toEqual([...records.map((r) => r.id)].sort((a, b) => b - a));
    const nightly = records.find((r) => r.name === 'Nightly cleaning')!;
    // From the one started on 29 March (still running at the range start) to the one of 2 April.
    expect(nightly.occurrences).toEqual(
      ['03-29', '03-30', '03-31', '04-01', '04-02'].map((d) => ({ start: `2030-${d}T14:00:00.000Z`, end: expect.stringMatching(/T22:00:00.000Z$/) })),
    );
    expect(records.find((r) => r.name === 'Late opening')!.occurrences).toEqual([{ start: '2030-04-01T15:00:00.000Z', end: '2030-04-01T17:00:00.000Z' }]);
    expect(records.find((r) => r.name === 'Midday')!.occurrences).toHaveLength(1);
    const byRoad = await call<{ records: Task[] }>(app, `${roadApi.taskPatches.path}?buildingId=${mall}&roadId=${other}`, cookies.company);
    expect(byRoad.body.data!.records.map((r) => r.name)).toEqual(['Weekly']);
    const backwards = await call(app, `${roadApi.taskPatches.path}?buildingId=${mall}&from=2030-04-03T00:00:00Z&to=2030-04-01T00:00:00Z`, cookies.company);
    expect(backwards.body).toMatchObject({ code: 10005, errors: [{ field: 'to' }] });
    const tooLong = await call(app, `${roadApi.taskPatches.path}?buildingId=${mall}&from=2030-01-01T00:00:00Z&to=2032-01-01T00:00:00Z`, cookies.company);
    expect(tooLong.body.code).toBe(10005);
  });

  it('delete { id } / { ids }: all or nothing; unknown is 10004; needs EDIT_ROAD', async () => {
    const list = (await call<{ records: Task[] }>(app, `${roadApi.taskPatches.path}?buildingId=${mall}&size=200`, cookies.company)).body.data!.records;
    const [first, second] = list;
    expect((await post(app, roadApi.deleteTask.path, { id: first.id }, cookies.business)).body.code).toBe(10003);
    expect((await post(app, roadApi.deleteTask.path, { id: first.id }, cookies.other)).body.code).toBe(10004);
    expect((await post(app, roadApi.deleteTask.path, { ids: [first.id, 999999] }, cookies.company)).body.code).toBe(10004);
    expect((await post(app, roadApi.deleteTask.path, {}, cookies.company)).body.code).toBe(10005);
    const done = await post(app, roadApi.deleteTask.path, { ids: [first.id, second.id] }, cookies.company);
    expect(done.body).toMatchObject({ code: 0, data: { deleted: 2 } });
    const rest = (await call<{ total: number }>(app, `${roadApi.taskPatches.path}?buildingId=${mall}`, cookies.company)).body.data!;
    expect(rest.total).toBe(list.length - 2);
  });

  it('saving a task needs EDIT_ROAD; reading it VIEW_BUILDING; another company’s building is 10004', async () => {
    expect((await saveTask({}, cookies.business)).body.code).toBe(10003);
    expect((await saveTask({}, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${roadApi.taskPatches.path}?buildingId=${mall}`, cookies.other)).body.code).toBe(10004);
  });
});
