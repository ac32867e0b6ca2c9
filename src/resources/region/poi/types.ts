import type { PoiTypeDto } from '#contract/schemas/entities';
import type { PoiDto, PoiListDto, PoiPatchRecordDto, PoiSaveInput } from '#contract/schemas/poi';

/** A POI of the building's draft as `poi/list` answers it; new ones carry a local id (`new-<n>`) until saved. */
export type Poi = PoiDto;

/** The editable fields of a POI (spec §7 poi/list, map/poi/save): all but its id. */
export type PoiFields = Omit<PoiDto, 'id'>;

export type PoiField = keyof PoiFields;

export type PoiListAnswer = PoiListDto;

/**
 * One POI's unsaved change, relative to the server record it was made on (`base`): a new POI, the
 * fields that differ (never a field equal to the base), or a deletion.
 */
export type Pending = { op: 'add'; poi: Poi } | { op: 'update'; base: Poi; set: Partial<PoiFields> } | { op: 'delete'; base: Poi };

/** The unsaved changes by POI id, in the order they were first made. */
export type PendingMap = ReadonlyMap<string, Pending>;

/** One element of `map/poi/save`'s `changes`, as the editor sends them (the schema's PoiChangeSchema, one shape per op). */
export type PoiChange = { op: 'add'; poi: PoiFields } | { op: 'update'; id: string; set: Partial<PoiFields> } | { op: 'delete'; id: string };

/** `map/poi/save`'s body (the schema's PoiSaveInput) with the editor's changes. */
export type PoiSaveBody = Omit<PoiSaveInput, 'changes'> & { changes: PoiChange[] };

/** One saved change set of `map/poi-patch`: who, when, and per POI its state before and after. */
export type PoiPatchRecord = PoiPatchRecordDto;

/** A POI's properties and geometry as a patch recorded them. */
export type FeatureState = NonNullable<PoiPatchRecordDto['changes'][number]['before']>;

/** A POI type of the building as `poi/poi-type/list` answers it (`poi-type/save` adds its building). */
export type PoiTypeRecord = PoiTypeDto;
