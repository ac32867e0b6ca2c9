import { HttpError } from 'react-admin';
import { emitBus } from '../shell/session/bus';
import { ApiError } from './ApiError';
import type { FieldError } from './envelope';

/** react-admin's submission-error shape: field path (`email`, `grants[0].adminId`) -> message. */
export type FieldMessages = Record<string, string>;

/** 10005 `errors[]` as react-admin reads them; the first message per field wins. */
export const fieldMessages = (errors: readonly FieldError[]): FieldMessages => {
  const result: FieldMessages = {};
  for (const { field, message } of errors) result[field] ??= message;
  return result;
};

/**
 * A failed mutation made silently: field errors become react-admin's `HttpError` with
 * `body.errors` (shown under the form's fields, no toast); any other refusal is toasted here.
 */
export const toMutationError = (error: unknown): unknown => {
  if (!(error instanceof ApiError) || error.kind !== 'api') return error;
  if (error.errors.length > 0) {
    return new HttpError(error.message, error.status ?? 400, { ...error.body, errors: fieldMessages(error.errors) });
  }
  emitBus('api-error', { message: error.message });
  return error;
};
