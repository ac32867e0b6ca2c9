import type {
  AppConfig,
  AppConfigQuery,
  SourceDeleteBody,
  SourceDeleted,
  SourceList,
  SourceListQuery,
  SourceSaveBody,
  SourceTypeList,
} from '../schemas/source.js';
import { get, post } from './endpoint.js';

/** Navigation links (spec §7 source/type/list-all, source/list, source/save, source/delete; issue 13). */
export const sourceApi = {
  types: get<Record<string, never>, SourceTypeList>('/api/location/source/type/list-all'),
  list: get<SourceListQuery, SourceList>('/api/location/source/list'),
  /** The building's whole list in its new order: adds, changes and reorders in one transaction. */
  save: post<SourceSaveBody, SourceList>('/api/location/source/save'),
  delete: post<SourceDeleteBody, SourceDeleted>('/api/location/source/delete'),
};

/** Spec §7: "a direct call (not through the client) to {same host}/location/getConfig with query appCode": public, outside /api. */
export const appConfigApi = {
  getConfig: get<AppConfigQuery, AppConfig>('/location/getConfig'),
};

/** Issue 13: the kinds of link (the rows migration 012 seeds in source_type), in their order. */
export const SOURCE_TYPES = ['poi', 'place', 'miniProgram', 'web'] as const;
export type SourceTypeCode = (typeof SOURCE_TYPES)[number];

/** Icon keys a link may carry ('' = the type's own icon); the apps draw their own picture for each. */
export const SOURCE_ICONS = ['', 'shop', 'restaurant', 'parking', 'toilet', 'service', 'info', 'gift', 'star', 'ticket', 'map', 'web'] as const;
export type SourceIcon = (typeof SOURCE_ICONS)[number];

export const SOURCE_LIMITS = { title: 40, perBuilding: 50, url: 2000, path: 200 } as const;

/** A mini-program's page path: no leading slash, letters, digits and `_-./`, optionally a query string. */
export const MINI_PROGRAM_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*(\?[A-Za-z0-9_.~%=&-]*)?$/;
/** A WeChat (wx + 16 hex) or Alipay (16 digits) mini-program id; empty: the app's own mini-program. */
export const MINI_PROGRAM_APP_ID = /^(wx[0-9a-f]{16}|\d{16})$/;
