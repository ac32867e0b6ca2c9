import type { Anchor } from './types';
import type { Level } from '../../shell/session/types';

/** The form's values: inputs may leave numbers empty (null or '') and levels without an id (new ones). */
export interface BuildingFormValues {
  id?: number;
  name?: string;
  address?: string | null;
  companyId?: number | null;
  appId?: number | string | null;
  anchor?: { lng?: number | string | null; lat?: number | string | null } | null;
  levels?: Partial<Level>[] | null;
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Both coordinates, or null when both are empty (the validators refuse one without the other). */
const anchorOf = (anchor: BuildingFormValues['anchor']): Anchor | null =>
  !anchor || blank(anchor.lng) || blank(anchor.lat) ? null : { lng: Number(anchor.lng), lat: Number(anchor.lat) };

/**
 * Bodies of `building/add` and `building/update` (issue 5 contract). Levels keep the form's order,
 * so a server error on `levels[2].name` lands on the third row; the company is chosen on creation
 * by a platform admin only (a company admin's buildings are their company's).
 */
export const buildingPayload = (data: BuildingFormValues, platform: boolean): Record<string, unknown> => {
  const levels = (data.levels ?? []).map((level) => ({
    ...(typeof level.id === 'number' ? { id: level.id } : {}),
    ordinal: Number(level.ordinal),
    name: level.name?.trim() ?? '',
    ...(level.shortName?.trim() ? { shortName: level.shortName.trim() } : {}),
  }));
  const common = {
    name: data.name?.trim() ?? '',
    address: data.address?.trim() ?? '',
    appId: blank(data.appId) ? null : Number(data.appId),
    anchor: anchorOf(data.anchor),
    levels,
  };
  if (data.id !== undefined) return { id: data.id, ...common };
  return platform && !blank(data.companyId) ? { ...common, companyId: data.companyId } : common;
};
