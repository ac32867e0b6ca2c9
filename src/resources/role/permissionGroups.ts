import type { Permission } from '../../shell/session/types';
import { PERMISSION_GROUPS } from './types';

export interface PermissionGroup {
  key: string;
  permissions: Permission[];
}

/** Spec §6 codes by group, in the spec's group order (a group the server adds later comes last). */
export const groupPermissions = (all: readonly Permission[]): PermissionGroup[] => {
  const keys = [...PERMISSION_GROUPS, ...new Set(all.map((p) => p.group).filter((g) => !(PERMISSION_GROUPS as readonly string[]).includes(g)))];
  return keys.map((key) => ({ key, permissions: all.filter((p) => p.group === key) })).filter((g) => g.permissions.length > 0);
};

export type GroupState = 'none' | 'some' | 'all';

export const groupState = (group: PermissionGroup, selected: readonly string[]): GroupState => {
  const held = group.permissions.filter((p) => selected.includes(p.value)).length;
  return held === 0 ? 'none' : held === group.permissions.length ? 'all' : 'some';
};

/** Select-all of one group: all its codes on (or off when all were on); other groups untouched. */
export const toggleGroup = (group: PermissionGroup, selected: readonly string[]): string[] => {
  const codes = group.permissions.map((p) => p.value);
  if (groupState(group, selected) === 'all') return selected.filter((code) => !codes.includes(code));
  return [...selected, ...codes.filter((code) => !selected.includes(code))];
};

export const toggleCode = (code: string, selected: readonly string[]): string[] =>
  selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
