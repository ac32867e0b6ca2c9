import pino from 'pino';

/** pino's levels, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const wanted = process.env.LOG_LEVEL;

/**
 * The process's logger: the server hands it to Fastify (so requests and background jobs log through it), and what
 * runs before the server exists or without one (configuration errors, the command-line tools, the stand-ins) logs
 * through it too. pino at LOG_LEVEL (default info; a level pino does not know is reported by the configuration
 * check, config.ts, and logged at info meanwhile).
 */
export const log = pino({ level: LOG_LEVELS.includes(wanted as (typeof LOG_LEVELS)[number]) ? wanted : 'info' });
