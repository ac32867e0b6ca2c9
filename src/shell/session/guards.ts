import type { Admin, AppRef, Building, Company } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ADMIN_TYPES: readonly unknown[] = ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR', 'BUSINESS_ADMINISTRATOR'];

export const isAdmin = (v: unknown): v is Admin => isObject(v) && typeof v.id === 'number' && typeof v.email === 'string' && ADMIN_TYPES.includes(v.adminType);

export const isCompany = (v: unknown): v is Company => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string';

const isBuilding = (v: unknown): v is Building => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string' && Array.isArray(v.levels);

export const isBuildingList = (v: unknown): v is Building[] => Array.isArray(v) && v.every(isBuilding);

export const isAppRef = (v: unknown): v is AppRef => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string';

export const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

export const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
