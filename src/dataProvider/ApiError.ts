import type { Envelope, FieldError } from './envelope';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'api' | 'session';

/** Every failed call rejects with this: the envelope's code, message and field errors, and the raw body. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly status: number | null;
  readonly errors: FieldError[];
  readonly body: Envelope | null;

  constructor(message: string, init: { kind: ApiErrorKind; code?: number | null; status?: number | null; errors?: FieldError[]; body?: Envelope | null }) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.errors = init.errors ?? [];
    this.body = init.body ?? null;
  }
}
