import pino from 'pino';

/**
 * The process's logger: the server hands it to Fastify (so requests and background jobs log through it), and what
 * runs before the server exists or without one (configuration errors, the command-line tools, the stand-ins) logs
 * through it too. pino at LOG_LEVEL (default info).
 */
export const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
