import type { BeaconAddBody, BeaconUpdateBody } from '#contract/schemas/beacon';

/** The form's values: number inputs may be empty (null or ''), the record carries read-only fields too. */
export interface BeaconFormValues {
  id?: number;
  levelId?: number | string | null;
  uuid?: string | null;
  major?: number | string | null;
  minor?: number | string | null;
  mac?: string | null;
  name?: string | null;
  lng?: number | string | null;
  lat?: number | string | null;
  measuredPower?: number | string | null;
  txPower?: number | string | null;
  intervalMs?: number | string | null;
  firmware?: string | null;
  battery?: number | string | null;
  externalPower?: boolean | null;
  lifecycle?: 'planned' | 'deployed' | 'retired' | null;
  installedOn?: string | null;
  installedBy?: string | null;
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';
const number = (value: unknown): number => Number(value);
const optionalNumber = (value: unknown): number | undefined => (blank(value) ? undefined : Number(value));

/** The writable fields only (the record's level name, health, times… stay behind); the server trims and checks them. */
const fieldsOf = (data: BeaconFormValues) => ({
  levelId: number(data.levelId),
  uuid: data.uuid ?? '',
  major: number(data.major),
  minor: number(data.minor),
  mac: blank(data.mac) ? null : (data.mac as string),
  name: data.name ?? '',
  lng: number(data.lng),
  lat: number(data.lat),
  measuredPower: optionalNumber(data.measuredPower),
  txPower: optionalNumber(data.txPower),
  intervalMs: optionalNumber(data.intervalMs),
  firmware: data.firmware ?? '',
  externalPower: Boolean(data.externalPower),
  battery: data.externalPower || blank(data.battery) ? null : Number(data.battery),
  lifecycle: data.lifecycle ?? undefined,
  installedOn: blank(data.installedOn) ? null : (data.installedOn as string),
  installedBy: data.installedBy ?? '',
});

/** Body of `beacon/add` (issue 13): on the selected building. */
export const beaconAddPayload = (data: BeaconFormValues, buildingId: number): BeaconAddBody => ({ buildingId, ...fieldsOf(data) });

/** Body of `beacon/update`: the beacon's id and every writable field. */
export const beaconUpdatePayload = (data: BeaconFormValues): BeaconUpdateBody => ({ id: number(data.id), ...fieldsOf(data) });
