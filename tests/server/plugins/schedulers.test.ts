import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEDULERS } from '../../../server/src/plugins/schedulers.js';
import { systemApi } from '#contract/endpoints/system.js';
import { accountApi } from '#contract/endpoints/account.js';
import { buildTestApp, call } from '../helpers.js';

/** The server's background work: plugins of the app, started when it listens and stopped by app.close(). */
describe('the schedulers', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'schedulers-'));
  });
  afterAll(() => rm(outboxDir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  it('run in no app built without them (the tests), even a listening one', async () => {
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(app.schedulers).toEqual({});
    await app.close();
  });

  it('start when the app listens, and app.close() stops every one of them, their timers cleared', async () => {
    const app = await buildTestApp({ schedulers: { outboxDir, pushIntervalMs: 60_000, usageSeedDays: 0 } });
    expect(Object.keys(app.schedulers).sort()).toEqual(Object.keys(SCHEDULERS).sort());
    await app.ready();
    expect(Object.values(app.schedulers).filter((s) => s.running)).toEqual([]);

    // The schedulers' timers (each waits 30 s or more; the framework's own are shorter).
    const timers: unknown[] = [];
    const cleared = new Set<unknown>();
    const record = <F extends (...args: never[]) => unknown>(spied: F) =>
      ((...args: Parameters<F>) => {
        const timer = spied(...args);
        if (Number(args[1]) >= 30_000) timers.push(timer);
        return timer;
      }) as unknown as F;
    const forget = <F extends (timer: never) => void>(spied: F) =>
      ((timer: never) => {
        cleared.add(timer);
        spied(timer);
      }) as unknown as F;
    const real = { setTimeout, setInterval, clearTimeout, clearInterval };
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(record(real.setTimeout));
    vi.spyOn(globalThis, 'setInterval').mockImplementation(record(real.setInterval));
    vi.spyOn(globalThis, 'clearTimeout').mockImplementation(forget(real.clearTimeout));
    vi.spyOn(globalThis, 'clearInterval').mockImplementation(forget(real.clearInterval));

    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(Object.entries(app.schedulers).filter(([, s]) => !s.running)).toEqual([]);
    // Retention, WeChat chores, beacon alerts and the screenshot sweep: a first round and a period each; pushes and
    // rate windows a period.
    expect(timers.length).toBe(10);

    await app.close();
    expect(Object.entries(app.schedulers).filter(([, s]) => s.running)).toEqual([]);
    expect(timers.filter((t) => !cleared.has(t))).toEqual([]);
  });

  it('issue 32: the demo history takes short batches while the console is used; a probe polling the status is not a use', async () => {
    const app = await buildTestApp();
    try {
      await call(app, systemApi.status.path);
      expect(app.requests.lastAt).toBe(0);
      await call(app, accountApi.current.path);
      expect(Date.now() - app.requests.lastAt).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
  });
});
