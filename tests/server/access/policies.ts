import type { AdminType } from '../../../server/src/db/types.js';

/**
 * The access each call needs, written from the specification (§2 pages and their permissions, §6 admin types
 * and codes, §7 calls), independently of what the routes declare: this file holds the words (the common
 * policies); each contract file's calls get theirs in `access/<entity>.ts`, beside their samples. The
 * authorization matrix expects these outcomes, and fails for a route missing here or declared otherwise.
 */
export interface Policy {
  /** `appKey` (issue 14): an app's call with its ingestion key; no admin session stands in for it. `wechat` (issue 17): WeChat's callback, proven by its signature only. */
  auth: 'public' | 'session' | 'appKey' | 'wechat';
  /** §6: the user-management menu is for platform and company admins; platform management for platform admins. */
  adminTypes?: AdminType[];
  /** §6 codes, any one of which is needed on the building. */
  permission?: string[];
  /** Where the building lives: the field the check and the handler both read; `record` = the handler reads it from the record. */
  building?: 'record' | `${'params' | 'query' | 'body'}.${string}`;
  /** A GET that changes state (§7 `building/delete`). */
  changesState?: boolean;
}

export const PUBLIC: Policy = { auth: 'public' };
export const SESSION: Policy = { auth: 'session' };
export const USER_MANAGERS: Policy = { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'] };
// §2 /company, /location-app, /app-group, /map, /user, /stat and §6: platform management is for platform admins only (issue 16).
export const PLATFORM: Policy = { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR'] };

// §2: building-view needs VIEW_BUILDING, the section VIEW_BUILDING or EDIT_BUILDING; issue 5: the POI and
// road editors read the map they edit.
export const MAP_READERS = ['VIEW_BUILDING', 'EDIT_BUILDING', 'EDIT_POI', 'EDIT_ROAD'];
// Issue 6: POI lists for the building view and the POI editor; road status for the view and the road editor.
export const POI_READERS = ['VIEW_BUILDING', 'EDIT_POI', 'EDIT_BUILDING'];
export const ROAD_READERS = ['VIEW_BUILDING', 'EDIT_ROAD', 'EDIT_BUILDING'];
// §2 beacon-list (VIEW_BEACON_LIST) and beacon-distribution (VIEW_BEACON_DISTRIBUTION) read beacons; §6 UPLOAD_BEACON changes them (issue 13).
export const BEACON_READERS = ['VIEW_BEACON_LIST', 'VIEW_BEACON_DISTRIBUTION'];

// §2 qrcode-list needs VIEW_QR_CODE, qrcode-add ADD_QR_CODE, qrcode-edit EDIT_QR_CODE; the add and edit pages (and
// the hidden qrcode-success page after an add) show the code too, so any of the three reads codes (issue 13).
export const QRCODE_READERS = ['VIEW_QR_CODE', 'ADD_QR_CODE', 'EDIT_QR_CODE'];
// §2 source-config (VIEW_SOURCE) reads the navigation links; §6 EDIT_SOURCE changes them, and reads them too (issue 13).
export const SOURCE_READERS = ['VIEW_SOURCE', 'EDIT_SOURCE'];

export const on = (permission: string[], building: Policy['building']): Policy => ({ auth: 'session', permission, building });
