/** The response envelope of every API call (`contract/schemas/envelope.ts`; the OpenAPI document at /api/docs). */
export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  data?: T;
  error?: string;
  errors?: FieldError[];
}

const NOT_LOGIN_CODE = 10002;
const NOT_LOGIN_ERROR = 'Not Login';

export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** Spec §8, read the narrow way (DESIGN.md §4): only 10002 or "Not Login" means the session expired. */
export const isSessionExpired = (body: Envelope): boolean => body.code === NOT_LOGIN_CODE || body.error === NOT_LOGIN_ERROR;
