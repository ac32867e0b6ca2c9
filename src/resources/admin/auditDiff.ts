/** One changed field of an audit entry. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Ids and bookkeeping the entry's names already say (companyName, roleName, buildingName), and secrets. */
const HIDDEN = new Set([
  'id',
  'companyId',
  'adminId',
  'adminEmail',
  'roleId',
  'buildingId',
  'passwordHash',
  'password',
  'createdAt',
  'updatedAt',
  'lastLoginAt',
]);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Changed fields of an update; every field of a create (no before) or a delete (no after). */
export const auditChanges = (before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] => {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !HIDDEN.has(field));
  const both = before !== null && after !== null;
  // A create or delete lists what the record held; empty values say nothing (a null building is "all").
  const meaningful = (value: unknown, field: string) => field === 'buildingName' || (value !== null && value !== undefined && value !== '');
  return fields
    .filter((field) => (both ? !same(before[field], after[field]) : meaningful((after ?? before)?.[field], field)))
    .map((field) => ({ field, before: before ? (before[field] ?? null) : undefined, after: after ? (after[field] ?? null) : undefined }));
};
