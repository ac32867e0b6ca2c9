import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { seedDemoHistory } from '../db/seed/usage/demoHistory.js';
import { startBeaconAlerts } from '../services/beaconAlerts.js';
import { startRateWindowSweep } from '../services/appKeyRate.js';
import { startScreenshotSweep } from '../services/feedback/screenshotSweep.js';
import { startPushScheduler } from '../services/push/scheduler.js';
import { startRetention } from '../services/usage/retention.js';
import { startWechatChores } from '../services/wxapp/background.js';

/** The server's background work: what server.ts starts it with (tests give none, so nothing runs behind them). */
export interface SchedulerOptions {
  /** DATA_DIR/outbox: WeChat pushes with no authorized mini-program are written there. */
  outboxDir: string;
  /** How often due pushes are claimed and sent. */
  pushIntervalMs: number;
  /** Days of usage history simulated on a demo database with no usage yet (0: none). */
  usageSeedDays: number;
}

/** Whether each scheduler runs, by name (`app.schedulers`): started when the app listens, stopped by `app.close()`. */
export type SchedulerStates = Record<string, { running: boolean }>;

type Stop = () => void | Promise<void>;
type Start = (app: FastifyInstance, options: SchedulerOptions, log: (line: string) => void) => Stop;

/** One scheduler as a plugin: started once the app listens (after the routes are ready), stopped in the app's onClose. */
const scheduler = (name: string, start: Start) =>
  fp(
    async (app: FastifyInstance, options: SchedulerOptions) => {
      const state = { running: false };
      app.schedulers[name] = state;
      let stop: Stop | undefined;
      // A callback hook: every scheduler has started by the time `listen()` resolves.
      app.addHook('onListen', (done) => {
        stop = start(app, options, (line) => app.log.info(line));
        state.running = true;
        done();
      });
      app.addHook('onClose', async () => {
        await stop?.();
        stop = undefined;
        state.running = false;
      });
    },
    { name: `scheduler:${name}` },
  );

/** The demo's usage history in the background; closing the app stops it before its next batch and waits for the current one. */
const demoHistory: Start = (app, options, log) => {
  const abort = new AbortController();
  // Requests in the last 10 s make the history's transactions short, so that they wait for little.
  const busy = () => Date.now() - app.requests.lastAt < 10_000;
  const done = seedDemoHistory(app.db, options.usageSeedDays, app.usageHistory, log, busy, abort.signal);
  return async () => {
    abort.abort();
    await done;
  };
};

export const SCHEDULERS = {
  // Raw usage events past the retention period go hourly.
  usageRetention: scheduler('usageRetention', (app, _o, log) => startRetention(app.db, app.usagePolicy.retentionDays, log)),
  // WeChat tokens refreshed before they expire, and pending audits polled (nothing runs without a platform).
  wechatChores: scheduler('wechatChores', (app, _o, log) => startWechatChores(app.db, app.wxOpen, log)),
  // Due pushes sent every pushIntervalMs by whichever instance claims them first.
  pushes: scheduler('pushes', (app, o, log) => startPushScheduler(app.db, { wx: app.wxOpen, outboxDir: o.outboxDir, log }, o.pushIntervalMs)),
  // Beacons going low or silent raise a message to the building's admins (every 10 min).
  beaconAlerts: scheduler('beaconAlerts', (app, _o, log) => startBeaconAlerts(app.db, log)),
  // Screenshots no feedback named are deleted after the usage policy's unattached hours; spent rate windows hourly.
  screenshotSweep: scheduler('screenshotSweep', (app, _o, log) => startScreenshotSweep(app.db, app.fileStore, app.usagePolicy.unattachedHours, log)),
  rateWindowSweep: scheduler('rateWindowSweep', (app, _o, log) => startRateWindowSweep(app.db, log)),
  // A fresh demo gets its usage history in the background.
  demoHistory: scheduler('demoHistory', demoHistory),
};

/** Registers every scheduler (after the db plugin and the decorations they read). */
export const schedulersPlugin = fp(
  async (app: FastifyInstance, options: SchedulerOptions) => {
    for (const plugin of Object.values(SCHEDULERS)) await app.register(plugin, options);
  },
  { name: 'schedulers', dependencies: ['db'] },
);
