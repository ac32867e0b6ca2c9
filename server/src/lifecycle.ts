import type { DatabaseHandle } from './db/types.js';
import type { App } from './types.js';

export interface StopOptions {
  app: App;
  database: Pick<DatabaseHandle, 'close'>;
  /** SHUTDOWN_TIMEOUT_MS: past it the process exits anyway, with 1. */
  timeoutMs: number;
  /** Run first (the backup signal's removal). */
  before?: () => void;
  /** process.exit, or a test's stand-in. */
  exit?: (code: number) => void;
}

/**
 * The server's stop on SIGTERM or SIGINT: stop accepting, let running requests finish (new ones on open connections
 * get 503), stop the background work (the app's onClose), close the database (the PGlite folder is flushed and its
 * lock removed), exit 0. Past `timeoutMs` the process exits with 1, saying so. A second signal changes nothing.
 */
export function stopper({ app, database, timeoutMs, before, exit = (code) => process.exit(code) }: StopOptions) {
  let stopping: Promise<void> | undefined;
  return (signal: NodeJS.Signals): Promise<void> =>
    (stopping ??= (async () => {
      const started = Date.now();
      app.log.info({ signal, deadlineMs: timeoutMs }, `${signal}: shutting down`);
      const deadline = setTimeout(() => {
        app.log.error(`shutdown did not finish within SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms): exiting anyway`);
        exit(1);
      }, timeoutMs);
      deadline.unref();
      let code = 0;
      try {
        before?.();
        await app.close();
      } catch (error) {
        app.log.error(error, 'closing the server failed');
        code = 1;
      } finally {
        await database.close();
      }
      clearTimeout(deadline);
      app.log.info({ ms: Date.now() - started }, 'stopped');
      exit(code);
    })());
}
