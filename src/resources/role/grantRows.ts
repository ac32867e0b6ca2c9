import type { Grant } from './types';

/** One row of the member editor: an admin (empty until chosen) on a building or all buildings. */
export interface GrantRow {
  key: number;
  adminId: number | '';
  buildingId: number | null;
}

let nextKey = 1;

export const newRow = (): GrantRow => ({ key: nextKey++, adminId: '', buildingId: null });

export const rowsOf = (grants: readonly Grant[]): GrantRow[] =>
  grants.map((grant) => ({ key: nextKey++, adminId: grant.adminId, buildingId: grant.buildingId }));

/** Client checks before `admin-role/save`: an admin per row, no (admin, building) pair twice. Row index -> message key. */
export const rowProblems = (rows: readonly GrantRow[]): Record<string, string> => {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.adminId === '') {
      problems[`grants[${index}].adminId`] = 'app.users.members.required';
      return;
    }
    const pair = `${row.adminId}/${row.buildingId ?? '*'}`;
    if (seen.has(pair)) problems[`grants[${index}].buildingId`] = 'app.users.members.duplicate';
    seen.add(pair);
  });
  return problems;
};
