import type { MessageKey } from './messages.js';

/** The envelope codes of DESIGN §4 (the OpenAPI document at /api/docs lists them per call), with the HTTP status each travels with. */
export const Code = {
  OK: 0,
  INTERNAL: 10000,
  LOGIN_FAILED: 10001,
  NOT_LOGIN: 10002,
  FORBIDDEN: 10003,
  NOT_FOUND: 10004,
  VALIDATION: 10005,
  CONFLICT: 10006,
  TOO_MANY_REQUESTS: 10007,
  /** Issue 14: an app's call (POST /api/collect) without a valid ingestion key: not an admin session, so not 10002. */
  APP_KEY_INVALID: 10008,
} as const;
export type Code = (typeof Code)[keyof typeof Code];
export type ErrorCode = Exclude<Code, 0>;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  [Code.INTERNAL]: 500,
  [Code.LOGIN_FAILED]: 400,
  [Code.NOT_LOGIN]: 401,
  [Code.FORBIDDEN]: 403,
  [Code.NOT_FOUND]: 404,
  [Code.VALIDATION]: 400,
  [Code.CONFLICT]: 409,
  [Code.TOO_MANY_REQUESTS]: 429,
  [Code.APP_KEY_INVALID]: 401,
};

export interface FieldError {
  field: string;
  message: string;
}

/** Thrown by services (and route handlers); `messageKey` is looked up in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: FieldError[],
    /** HTTP headers the answer carries (e.g. Retry-After of 10007). */
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(Code.NOT_FOUND, 'notFound');
export const forbidden = () => new AppError(Code.FORBIDDEN, 'forbidden');
export const notLogin = () => new AppError(Code.NOT_LOGIN, 'notLogin');

/**
 * The client closed its connection before its request was read (a page left in the middle of an upload): nothing
 * is wrong with the server, and nobody is there to answer. The app logs it at info (its onRequestAbort hook); the
 * error handler sends nothing more.
 */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away before the answer');
    this.name = 'ClientGoneError';
  }
}
