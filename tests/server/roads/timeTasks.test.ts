import { activeAt, contradiction, effectiveStatus, occurrences, type TimeTask } from '../../../server/src/roads/timeTasks.js';
import { isTimeZone, isoWeekday, wallClock, zonedInstant } from '../../../server/src/shared/timeZones.js';

/** Issue 6: road time tasks evaluated at chosen instants (pure, no database). */

let nextId = 1;
function task(over: Partial<TimeTask> & Pick<TimeTask, 'startsAt' | 'endsAt'>): TimeTask {
  return {
    id: nextId++,
    name: 'task',
    reason: 'works',
    action: 'close',
    roadIds: ['road-a'],
    repeat: 'none',
    weekdays: [],
    until: null,
    timeZone: 'Asia/Shanghai',
    enabled: true,
    exceptionOf: [],
    ...over,
  };
}
const at = (iso: string) => new Date(iso);

describe('issue 6: time zone arithmetic', () => {
  it('knows IANA zones, ISO weekdays and Shanghai wall clocks', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isoWeekday(0)).toBe(4); // 1970-01-01, a Thursday
    // 2025-03-16T16:45Z is Sunday in UTC and Monday 00:45 in Shanghai.
    const wall = wallClock(at('2025-03-16T16:45:00Z').getTime(), 'Asia/Shanghai');
    expect(isoWeekday(wall.day)).toBe(1);
    expect(wall.time).toBe(45 * 60_000);
    expect(new Date(zonedInstant(wall.day, wall.time, 'Asia/Shanghai')).toISOString()).toBe('2025-03-16T16:45:00.000Z');
  });
});

describe('issue 6: a time task at chosen instants', () => {
  it('once: covers [start, end) only', () => {
    const t = task({ startsAt: at('2025-03-10T09:00:00+08:00'), endsAt: at('2025-03-10T11:00:00+08:00') });
    expect(activeAt(t, at('2025-03-10T08:59:59+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-10T09:00:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-10T10:59:59+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-10T11:00:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-11T10:00:00+08:00'))).toBe(false);
    expect(occurrences(t, at('2025-03-01T00:00:00Z'), at('2025-04-01T00:00:00Z'))).toHaveLength(1);
  });

  it('daily 22:00→06:00 across midnight: 23:30 and 05:59 the next morning, not 06:00, not before the first day', () => {
    const t = task({ repeat: 'daily', startsAt: at('2025-03-10T22:00:00+08:00'), endsAt: at('2025-03-11T06:00:00+08:00') });
    expect(activeAt(t, at('2025-03-10T05:00:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-10T21:59:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-12T23:30:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-13T05:59:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-13T06:00:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-13T12:00:00+08:00'))).toBe(false);
    // The occurrences overlapping a window include the one already running at its start.
    const list = occurrences(t, at('2025-03-12T03:00:00+08:00'), at('2025-03-14T03:00:00+08:00'));
    expect(list.map((o) => o.start.toISOString())).toEqual(['2025-03-11T14:00:00.000Z', '2025-03-12T14:00:00.000Z', '2025-03-13T14:00:00.000Z']);
    expect(list.every((o) => o.end.getTime() - o.start.getTime() === 8 * 3600_000)).toBe(true);
  });

  it('weekly Sun 22:00→Mon 02:00: covers Monday 01:00 across the week boundary', () => {
    // 2025-03-09 is a Sunday.
    const t = task({ repeat: 'weekly', weekdays: [7], startsAt: at('2025-03-09T22:00:00+08:00'), endsAt: at('2025-03-10T02:00:00+08:00') });
    expect(activeAt(t, at('2025-03-16T21:59:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-16T22:00:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-17T01:00:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-17T02:00:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-18T01:00:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-15T23:00:00+08:00'))).toBe(false);
    expect(occurrences(t, at('2025-03-09T00:00:00+08:00'), at('2025-03-30T00:00:00+08:00'))).toHaveLength(3);
  });

  it('weekly on several days starts on the first listed day on or after the start date', () => {
    // Starts Wednesday 2025-03-12; repeats Monday and Friday 08:00-09:00.
    const t = task({ repeat: 'weekly', weekdays: [1, 5], startsAt: at('2025-03-12T08:00:00+08:00'), endsAt: at('2025-03-12T09:00:00+08:00') });
    expect(activeAt(t, at('2025-03-12T08:30:00+08:00'))).toBe(false);
    expect(activeAt(t, at('2025-03-14T08:30:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-17T08:30:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-18T08:30:00+08:00'))).toBe(false);
  });

  it('until is the last start date (inclusive, in the task’s zone)', () => {
    const t = task({ repeat: 'daily', until: '2025-03-12', startsAt: at('2025-03-10T22:00:00+08:00'), endsAt: at('2025-03-11T06:00:00+08:00') });
    expect(activeAt(t, at('2025-03-12T23:00:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-13T05:00:00+08:00'))).toBe(true);
    expect(activeAt(t, at('2025-03-13T23:00:00+08:00'))).toBe(false);
    expect(occurrences(t, at('2025-03-01T00:00:00Z'), at('2025-04-01T00:00:00Z'))).toHaveLength(3);
  });

  it('a disabled task applies nothing (its schedule is still listed)', () => {
    const t = task({ enabled: false, repeat: 'daily', startsAt: at('2025-03-10T22:00:00+08:00'), endsAt: at('2025-03-11T06:00:00+08:00') });
    expect(activeAt(t, at('2025-03-10T23:00:00+08:00'))).toBe(false);
    expect(effectiveStatus({ status: 'open' }, [t], at('2025-03-10T23:00:00+08:00')).effectiveStatus).toBe('open');
    expect(occurrences(t, at('2025-03-10T00:00:00+08:00'), at('2025-03-12T00:00:00+08:00'))).toHaveLength(2);
  });

  it('repeats at the wall-clock time of its zone: a UTC instant that is Monday in Shanghai', () => {
    // Monday 00:30-01:30 in Shanghai = Sunday 16:30-17:30 UTC.
    const shanghai = task({ repeat: 'weekly', weekdays: [1], startsAt: at('2025-03-10T00:30:00+08:00'), endsAt: at('2025-03-10T01:30:00+08:00') });
    expect(activeAt(shanghai, at('2025-03-16T16:45:00Z'))).toBe(true);
    expect(activeAt(shanghai, at('2025-03-17T16:45:00Z'))).toBe(false);
    const utc = { ...shanghai, id: nextId++, timeZone: 'UTC', startsAt: at('2025-03-10T00:30:00Z'), endsAt: at('2025-03-10T01:30:00Z') };
    expect(activeAt(utc, at('2025-03-16T16:45:00Z'))).toBe(false);
    expect(activeAt(utc, at('2025-03-17T00:45:00Z'))).toBe(true);
  });

  it('keeps the wall-clock time across a daylight-saving change (Europe/Paris, 30 March 2025)', () => {
    const t = task({ repeat: 'daily', timeZone: 'Europe/Paris', startsAt: at('2025-03-28T09:00:00+01:00'), endsAt: at('2025-03-28T10:00:00+01:00') });
    const list = occurrences(t, at('2025-03-28T00:00:00Z'), at('2025-04-02T00:00:00Z'));
    expect(list.map((o) => o.start.toISOString())).toEqual([
      '2025-03-28T08:00:00.000Z',
      '2025-03-29T08:00:00.000Z',
      '2025-03-30T07:00:00.000Z',
      '2025-03-31T07:00:00.000Z',
      '2025-04-01T07:00:00.000Z',
    ]);
  });
});

describe('issue 6: effective status of a segment', () => {
  const closeNightly = task({ repeat: 'daily', startsAt: at('2025-03-10T22:00:00+08:00'), endsAt: at('2025-03-11T06:00:00+08:00'), reason: 'cleaning' });
  const openException = task({ action: 'open', startsAt: at('2025-03-12T23:00:00+08:00'), endsAt: at('2025-03-13T01:00:00+08:00'), reason: 'late event' });
  const night = at('2025-03-11T23:30:00+08:00');

  it('an active close task closes; outside its occurrences the segment is open', () => {
    expect(effectiveStatus({ status: 'open' }, [closeNightly], night)).toEqual({
      effectiveStatus: 'closed',
      closedBy: [{ kind: 'task', taskId: closeNightly.id, reason: 'cleaning' }],
      openedBy: [],
    });
    expect(effectiveStatus({ status: 'open' }, [closeNightly], at('2025-03-11T12:00:00+08:00')).effectiveStatus).toBe('open');
  });

  it('an active open task cancels task closures but never a manual closure', () => {
    const exception = at('2025-03-12T23:30:00+08:00');
    const withOpen = effectiveStatus({ status: 'open' }, [closeNightly, openException], exception);
    expect(withOpen).toMatchObject({ effectiveStatus: 'open', closedBy: [], openedBy: [{ taskId: openException.id }] });
    const manual = effectiveStatus({ status: 'closed', reason: 'flooded' }, [closeNightly, openException], exception);
    expect(manual).toMatchObject({ effectiveStatus: 'closed', closedBy: [{ kind: 'manual', reason: 'flooded' }] });
  });

  it('a manual closure and an active close task are both listed', () => {
    const both = effectiveStatus({ status: 'closed', reason: 'flooded' }, [closeNightly], night);
    expect(both.closedBy.map((c) => c.kind)).toEqual(['manual', 'task']);
  });
});

describe('issue 6: overlapping contradictory tasks', () => {
  const nightly = task({ repeat: 'daily', startsAt: at('2025-03-10T22:00:00+08:00'), endsAt: at('2025-03-11T06:00:00+08:00') });

  it('an open task overlapping a close task on a common segment contradicts it (named, with the instant), unless declared its exception', () => {
    const open = task({ action: 'open', roadIds: ['road-b', 'road-a'], startsAt: at('2025-03-20T05:00:00+08:00'), endsAt: at('2025-03-20T07:00:00+08:00') });
    expect(contradiction(open, [nightly])).toEqual({ task: nightly, roadId: 'road-a', at: at('2025-03-20T05:00:00+08:00') });
    // A weekly open exception far in the future still meets the endless daily closure.
    const weekly = task({
      action: 'open',
      repeat: 'weekly',
      weekdays: [3],
      startsAt: at('2025-09-03T21:00:00+08:00'),
      endsAt: at('2025-09-03T22:30:00+08:00'),
    });
    expect(contradiction(weekly, [nightly])?.at).toEqual(at('2025-09-03T22:00:00+08:00'));
    // Declared as an exception to the nightly closure: accepted, both ways round.
    const exception = { ...open, exceptionOf: [nightly.id] };
    expect(contradiction(exception, [nightly])).toBeNull();
    expect(contradiction(nightly, [exception])).toBeNull();
    expect(contradiction(nightly, [open])?.task).toBe(open);
  });

  it('no contradiction: disjoint times, other segments, the same action, a disabled task, a finished repetition', () => {
    const midday = task({ action: 'open', startsAt: at('2025-03-20T12:00:00+08:00'), endsAt: at('2025-03-20T13:00:00+08:00') });
    expect(contradiction(midday, [nightly])).toBeNull();
    const elsewhere = task({ action: 'open', roadIds: ['road-z'], startsAt: at('2025-03-20T05:00:00+08:00'), endsAt: at('2025-03-20T07:00:00+08:00') });
    expect(contradiction(elsewhere, [nightly])).toBeNull();
    const alsoClose = task({ startsAt: at('2025-03-20T05:00:00+08:00'), endsAt: at('2025-03-20T07:00:00+08:00') });
    expect(contradiction(alsoClose, [nightly])).toBeNull();
    const disabled = task({ action: 'open', enabled: false, startsAt: at('2025-03-20T05:00:00+08:00'), endsAt: at('2025-03-20T07:00:00+08:00') });
    expect(contradiction(disabled, [nightly])).toBeNull();
    const ended = { ...nightly, id: nextId++, until: '2025-03-15' };
    const later = task({ action: 'open', startsAt: at('2025-03-20T05:00:00+08:00'), endsAt: at('2025-03-20T07:00:00+08:00') });
    expect(contradiction(later, [ended])).toBeNull();
  });
});
