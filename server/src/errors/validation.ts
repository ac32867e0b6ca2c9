import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FieldError } from './codes.js';
import { translate, type Language, type MessageKey } from './messages.js';

type Params = Record<string, unknown>;

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Params;
  // `/grants/0/adminId` -> `grants[0].adminId`, the path react-admin forms use.
  const segments = error.instancePath.split('/').slice(1);
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  if (missing) segments.push(missing);
  const field = segments.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');
  return field || context;
}

function messageOf(error: FastifySchemaValidationError, language: Language): string {
  const params = error.params as Params;
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  const keys: Record<string, MessageKey> = {
    required: 'field.required',
    minLength: 'field.minLength',
    maxLength: 'field.maxLength',
    minimum: 'field.minimum',
    maximum: 'field.maximum',
    type: 'field.type',
    enum: 'field.enum',
    const: 'field.enum',
    additionalProperties: 'field.additional',
  };
  if (error.keyword === 'format' && params.format === 'email') return translate(language, 'field.email');
  const key = keys[error.keyword] ?? 'field.invalid';
  return translate(language, key, { limit, type: typeof params.type === 'string' ? params.type : '' });
}

/** Ajv errors -> `[{ field, message }]`, one entry per field, in the caller's language. */
export function fieldErrors(errors: FastifySchemaValidationError[], context: string, language: Language): FieldError[] {
  const seen = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error, context);
    if (!seen.has(field)) seen.set(field, messageOf(error, language));
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
