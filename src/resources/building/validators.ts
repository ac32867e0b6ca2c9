import { maxLength, maxValue, minValue, number, required, type Validator } from 'react-admin';

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** One coordinate without the other is refused; both empty means "no anchor". */
const pairedWith =
  (other: 'lng' | 'lat'): Validator =>
  (value: unknown, values: { anchor?: Record<string, unknown> | null }) =>
    blank(value) && !blank(values.anchor?.[other]) ? 'app.buildings.validation.anchor_pair' : undefined;

const integer: Validator = (value: unknown) => (!blank(value) && !Number.isInteger(Number(value)) ? 'app.buildings.validation.integer' : undefined);

const atLeastOneLevel: Validator = (value: unknown) => (!Array.isArray(value) || value.length === 0 ? 'app.buildings.validation.levels_required' : undefined);

export const validateName = [required(), maxLength(100)];
export const validateAddress = [maxLength(200)];
export const validateCompany = [required('app.buildings.validation.company_required')];
export const validateLng = [number(), minValue(-180), maxValue(180), pairedWith('lat')];
export const validateLat = [number(), minValue(-90), maxValue(90), pairedWith('lng')];
export const validateLevels = [atLeastOneLevel];
export const validateOrdinal = [required(), integer, minValue(-20), maxValue(200)];
export const validateLevelName = [required(), maxLength(50)];
export const validateShortName = [maxLength(20)];
