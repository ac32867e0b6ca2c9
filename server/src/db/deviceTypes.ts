import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './types.js';

// Issue 13's tables (migrations 010–013): beacons, stored files, QR codes, WeChat credentials and navigation links.

export type BeaconLifecycle = 'planned' | 'deployed' | 'retired';

/** Issue 13: a BLE beacon on a level of its building (migration 010). */
export interface BeaconTable {
  id: Generated<number>;
  buildingId: number;
  levelId: number;
  uuid: string;
  major: number;
  minor: number;
  mac: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  lng: number;
  lat: number;
  measuredPower: ColumnType<number, number | undefined, number>;
  txPower: ColumnType<number, number | undefined, number>;
  intervalMs: ColumnType<number, number | undefined, number>;
  firmware: ColumnType<string, string | undefined, string>;
  battery: ColumnType<number | null, number | null | undefined, number | null>;
  batteryReadAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  externalPower: ColumnType<boolean, boolean | undefined, boolean>;
  lastSeenAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Issue 18 (migration 029): the unhealthy state last alerted (services/beaconAlerts.ts), null when none. */
  alertedHealth: ColumnType<'batteryLow' | 'unseen' | null, 'batteryLow' | 'unseen' | null | undefined, 'batteryLow' | 'unseen' | null>;
  lifecycle: ColumnType<BeaconLifecycle, BeaconLifecycle | undefined, BeaconLifecycle>;
  /** A date; written as YYYY-MM-DD, read as text (`to_char`) by the repository. */
  installedOn: ColumnType<string | null, string | null | undefined, string | null>;
  installedBy: ColumnType<string, string | undefined, string>;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: Timestamp;
}

/** Issue 13: a stored file's bytes, keyed by their sha256 (the database store; migration 013). */
export interface FileObjectTable {
  sha256: string;
  bytes: Buffer;
  size: number;
  contentType: string;
  createdAt: CreatedAt;
}

/** Issue 13: one upload of a platform file (migration 013). */
export interface PlatformFileTable {
  id: Generated<number>;
  sha256: string;
  purpose: string;
  originalName: ColumnType<string, string | undefined, string>;
  size: number;
  contentType: string;
  extension: string;
  companyId: number | null;
  buildingId: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export type QrcodeKind = 'wechat' | 'alipay' | 'url';

/** Issue 13: a QR code of a building, optionally on a level at a point (migration 011). */
export interface QrcodeTable {
  id: Generated<number>;
  buildingId: number;
  levelId: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  lng: ColumnType<number | null, number | null | undefined, number | null>;
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  page: string;
  payload: ColumnType<string, string | undefined, string>;
  scene: string;
  shortCode: string;
  kind: ColumnType<QrcodeKind, QrcodeKind | undefined, QrcodeKind>;
  batch: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: Timestamp;
}

/** Issue 13: an app's WeChat mini-program credentials; the secret encrypted (migration 011). */
export interface WechatCredentialTable {
  appId: number;
  wechatAppid: string;
  secretEncrypted: string;
  envVersion: ColumnType<'release' | 'trial' | 'develop', 'release' | 'trial' | 'develop' | undefined, 'release' | 'trial' | 'develop'>;
  updatedAt: Timestamp;
}

/** Issue 13: the kinds of navigation link (migration 012, seeded there). */
export interface SourceTypeTable {
  code: string;
  sort: number;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  nameJa: string;
}

/** Issue 13: a navigation link of an app in one of its buildings (migration 012). */
export interface SourceTable {
  id: Generated<number>;
  appId: number;
  buildingId: number;
  type: string;
  title: string;
  icon: ColumnType<string, string | undefined, string>;
  target: Json;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: Timestamp;
}

export interface DeviceDatabase {
  beacon: BeaconTable;
  fileObject: FileObjectTable;
  platformFile: PlatformFileTable;
  qrcode: QrcodeTable;
  wechatCredential: WechatCredentialTable;
  sourceType: SourceTypeTable;
  source: SourceTable;
}
