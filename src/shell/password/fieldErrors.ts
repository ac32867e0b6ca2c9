import { ApiError } from '../../dataProvider/ApiError';

export interface FormFailure {
  /** Server messages keyed by the field they name (10005 `errors`). */
  fields: Record<string, string>;
  /** A message that names no field of the form, or null. */
  general: string | null;
}

/** Splits a rejected call into messages under the form's fields and one general message. */
export const formFailure = (error: unknown, formFields: readonly string[]): FormFailure => {
  if (!(error instanceof ApiError)) return { fields: {}, general: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    if (formFields.includes(field) && !fields[field]) fields[field] = message;
  }
  const unplaced = error.errors.find(({ field }) => !formFields.includes(field));
  const general = Object.keys(fields).length > 0 && !unplaced ? null : (unplaced?.message ?? error.message);
  return { fields, general };
};
