import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** pino's levels, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The id of the request whose handling is running (app.ts sets it for each request's hooks and handler). */
const requestIds = new AsyncLocalStorage<string>();

/** Runs `next` (the rest of a request's handling) with the request's id known to every line logged meanwhile. */
export const withRequestId = (id: string, next: () => void): void => requestIds.run(id, next);

const { chindingsSym } = pino.symbols;

/**
 * Issue 34 §5: a line logged while a request is handled names it (`reqId`, as Fastify's request.log does), whichever
 * logger wrote it: the app's own (the mailer, the services' mail failures) or the process's. Lines of a logger that
 * carries the request id already (request.log and its children) are left as they are.
 */
function requestIdMixin(_line: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = requestIds.getStore();
  if (reqId === undefined || (logger as unknown as Record<symbol, string>)[chindingsSym]?.includes('"reqId":')) return {};
  return { reqId };
}

const wanted = process.env.LOG_LEVEL;

/**
 * pino at LOG_LEVEL (default info; a level pino does not know is reported by the configuration check, config.ts, and
 * logged at info meanwhile), on stdout or `destination` (tests read the lines), naming the request of every line
 * logged during one.
 */
export function createLog(destination?: DestinationStream): Logger {
  const level = LOG_LEVELS.includes(wanted as (typeof LOG_LEVELS)[number]) ? wanted : 'info';
  return pino({ level, mixin: requestIdMixin }, destination);
}

/**
 * The process's logger: the server hands it to Fastify (so requests and background jobs log through it), and what
 * runs before the server exists or without one (configuration errors, the command-line tools, the stand-ins) logs
 * through it too.
 */
export const log = createLog();
