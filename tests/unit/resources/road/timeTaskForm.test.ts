import { newTaskValues, serverTaskErrors, taskPayload, taskValues, validateTask, type TimeTaskValues } from '../../../../src/resources/road/timeTaskForm';
import { task } from './fixture';

const values = (over: Partial<TimeTaskValues> = {}): TimeTaskValues => ({
  name: '夜间保洁',
  reason: '清洁地面',
  roadIds: ['road-1F-0001', 'road-1F-0002'],
  startsAt: '2025-06-10T22:00',
  endsAt: '2025-06-11T06:00',
  repeat: 'none',
  weekdays: [],
  until: '',
  action: 'close',
  exceptionOf: [],
  enabled: true,
  ...over,
});

describe('issue 6 time-task form', () => {
  it('issue 6: a new task starts at the next full hour for two hours, closing the selected segments once', () => {
    const fresh = newTaskValues(new Date(2025, 5, 10, 9, 20), ['road-1F-0001']);
    expect(fresh).toMatchObject({
      startsAt: '2025-06-10T10:00',
      endsAt: '2025-06-10T12:00',
      roadIds: ['road-1F-0001'],
      repeat: 'none',
      action: 'close',
      enabled: true,
    });
  });

  it('issue 6: the payload carries instants, the browser time zone, and weekdays and until only where they apply', () => {
    expect(taskPayload(values({ repeat: 'weekly', weekdays: [3, 1], until: '2025-07-31', name: ' 夜间保洁 ' }), 1, 'Asia/Shanghai')).toEqual({
      buildingId: 1,
      name: '夜间保洁',
      reason: '清洁地面',
      roadIds: ['road-1F-0001', 'road-1F-0002'],
      startsAt: new Date(2025, 5, 10, 22, 0).toISOString(),
      endsAt: new Date(2025, 5, 11, 6, 0).toISOString(),
      repeat: 'weekly',
      weekdays: [1, 3],
      until: '2025-07-31',
      timeZone: 'Asia/Shanghai',
      action: 'close',
      exceptionOf: [],
      enabled: true,
    });
    const once = taskPayload(values({ weekdays: [2], until: '2025-07-31', action: 'open', exceptionOf: [7, 3], enabled: false, id: 9 }), 1, 'Europe/Paris');
    expect(once).toMatchObject({
      id: 9,
      repeat: 'none',
      weekdays: [],
      until: null,
      timeZone: 'Europe/Paris',
      action: 'open',
      exceptionOf: [3, 7],
      enabled: false,
    });
    // Only an opening is an exception to closures.
    expect(taskPayload(values({ exceptionOf: [3] }), 1, 'UTC')).toMatchObject({ action: 'close', exceptionOf: [] });
    expect(taskPayload(values({ repeat: 'daily', weekdays: [2] }), 1, 'UTC')).toMatchObject({ weekdays: [], until: null });
  });

  it('issue 6: name, reason, segments and both times are required; the end must follow the start; weekly needs weekdays', () => {
    expect(validateTask(values())).toEqual({});
    expect(validateTask(values({ name: ' ', reason: '', roadIds: [], startsAt: '', endsAt: '' }))).toEqual({
      name: 'app.roads.tasks.errors.name_required',
      reason: 'app.roads.tasks.errors.reason_required',
      roadIds: 'app.roads.tasks.errors.roads_required',
      startsAt: 'app.roads.tasks.errors.date_required',
      endsAt: 'app.roads.tasks.errors.date_required',
    });
    expect(validateTask(values({ endsAt: '2025-06-10T22:00' }))).toEqual({ endsAt: 'app.roads.tasks.errors.end_before_start' });
    expect(validateTask(values({ repeat: 'weekly' }))).toEqual({ weekdays: 'app.roads.tasks.errors.weekdays_required' });
    expect(validateTask(values({ repeat: 'daily', until: '2025-06-09' }))).toEqual({ until: 'app.roads.tasks.errors.until_before_start' });
  });

  it('issue 6: an edited task reads back into the form in local time', () => {
    const read = taskValues(
      task({
        startsAt: new Date(2025, 5, 1, 22, 0).toISOString(),
        endsAt: new Date(2025, 5, 2, 6, 0).toISOString(),
        repeat: 'weekly',
        weekdays: [6, 7],
        until: '2025-08-31',
      }),
    );
    expect(read).toMatchObject({ id: 5, startsAt: '2025-06-01T22:00', endsAt: '2025-06-02T06:00', weekdays: [6, 7], until: '2025-08-31' });
  });

  it('issue 6: 10005 errors land on the fields they name; the others are kept for above the form', () => {
    expect(
      serverTaskErrors([
        { field: 'endsAt', message: 'end before start' },
        { field: 'body.weekdays', message: 'weekly needs weekdays' },
        { field: 'roadIds[1]', message: 'no segment road-x' },
        { field: 'roadIds', message: 'second message for the same field' },
        { field: 'exceptionOf[0]', message: 'task 4 is not a closing task' },
        { field: '', message: 'contradicts task 3' },
        { field: 'id', message: 'no task 99' },
      ]),
    ).toEqual({
      fields: { endsAt: 'end before start', weekdays: 'weekly needs weekdays', roadIds: 'no segment road-x', exceptionOf: 'task 4 is not a closing task' },
      other: ['contradicts task 3', 'no task 99'],
    });
  });
});
