import type { ColumnType, Generated, Kysely } from 'kysely';
import type { UsageDatabase } from './usageTypes.js';

export type { UsageDimensions } from './usageTypes.js';

export type AdminType = 'PLATFORM_ADMINISTRATOR' | 'COMPANY_ADMINISTRATOR' | 'BUSINESS_ADMINISTRATOR';
export type DatabaseKind = 'pglite' | 'postgresql';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type Json = ColumnType<unknown, string | null, string | null>;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  bigLogo: ColumnType<string, string | undefined, string>;
  smallLogo: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface AdminTable {
  id: Generated<number>;
  email: string;
  name: ColumnType<string, string | undefined, string>;
  passwordHash: string;
  adminType: AdminType;
  companyId: number | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  lastLoginAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PermissionTable {
  code: string;
  nameZh: string;
  nameEn: string;
  groupKey: string;
  sort: number;
}

export interface RoleTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface RolePermissionTable {
  roleId: number;
  permissionCode: string;
}

export interface AdminRoleTable {
  id: Generated<number>;
  adminId: number;
  roleId: number;
  buildingId: number | null;
}

export interface AppTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  appCode: string;
  /** Issue 13 (migration 012): a disabled app's getConfig answers an error. */
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BuildingTable {
  id: Generated<number>;
  companyId: number;
  /** null: in no app (apps read only their own buildings' published versions) */
  appId: number | null;
  name: string;
  address: ColumnType<string, string | undefined, string>;
  anchorLng: ColumnType<number | null, number | null | undefined, number | null>;
  anchorLat: ColumnType<number | null, number | null | undefined, number | null>;
  /** Issue 14 (migration 014): the IANA zone of its statistics' days, weeks and months. */
  timeZone: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface LevelTable {
  id: Generated<number>;
  buildingId: number;
  ordinal: number;
  name: string;
  shortName: ColumnType<string | null, string | null | undefined, string | null>;
}

export type VersionStatus = 'draft' | 'published';

export interface BuildingVersionTable {
  id: Generated<number>;
  buildingId: number;
  /** null for the draft */
  version: number | null;
  status: VersionStatus;
  publishedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  publishedBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  /** The draft's revision, bumped by every save or patch (optimistic concurrency: 10006). */
  revision: ColumnType<number, number | undefined, number>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PoiTypeTable {
  id: Generated<number>;
  buildingId: number;
  name: string;
  nameEn: ColumnType<string, string | undefined, string>;
  icon: ColumnType<string, string | undefined, string>;
  color: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
  /** Issue 13: an uploaded icon's URL (/static/file/…), '' for the key's icon (migration 013). */
  iconUrl: ColumnType<string, string | undefined, string>;
}

export type FeatureType = 'building' | 'footprint' | 'level' | 'unit' | 'opening' | 'fixture' | 'amenity' | 'poi' | 'section' | 'road' | 'connector';

export interface MapFeatureTable {
  versionId: number;
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Json;
  geometry: Json;
}

export interface SessionTable {
  idHash: string;
  adminId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export interface MessageTable {
  id: Generated<number>;
  adminId: number;
  type: string;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  titleEn: ColumnType<string, string | undefined, string>;
  contentEn: ColumnType<string, string | undefined, string>;
  readAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deletedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
}

export type TokenPurpose = 'password-reset' | 'login';

export interface AdminTokenTable {
  tokenHash: string;
  adminId: number;
  purpose: TokenPurpose;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The actor (no foreign key: the log outlives deleted admins). */
  adminId: number | null;
  actorEmail: ColumnType<string, string | undefined, never>;
  /** The company the changed record belongs to; null for platform admins. */
  companyId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before: Json;
  after: Json;
  createdAt: CreatedAt;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export type PatchKind = 'draft' | 'poi' | 'road' | 'import';

export interface MapPatchTable {
  id: Generated<number>;
  buildingId: number;
  kind: PatchKind;
  revision: number;
  adminId: number | null;
  actorEmail: ColumnType<string, string | undefined, string>;
  summary: ColumnType<string, string | undefined, string>;
  /** JSON text on insert; read back as parsed JSON */
  changes: ColumnType<unknown, string, string>;
  createdAt: CreatedAt;
}

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

export interface SchemaMigrationTable {
  version: number;
  name: string;
  appliedAt: CreatedAt;
}

interface CoreDatabase {
  company: CompanyTable;
  admin: AdminTable;
  permission: PermissionTable;
  role: RoleTable;
  rolePermission: RolePermissionTable;
  adminRole: AdminRoleTable;
  app: AppTable;
  building: BuildingTable;
  level: LevelTable;
  buildingVersion: BuildingVersionTable;
  poiType: PoiTypeTable;
  mapFeature: MapFeatureTable;
  mapPatch: MapPatchTable;
  session: SessionTable;
  message: MessageTable;
  adminToken: AdminTokenTable;
  auditLog: AuditLogTable;
  loginThrottle: LoginThrottleTable;
  beacon: BeaconTable;
  fileObject: FileObjectTable;
  platformFile: PlatformFileTable;
  qrcode: QrcodeTable;
  wechatCredential: WechatCredentialTable;
  sourceType: SourceTypeTable;
  source: SourceTable;
  schemaMigration: SchemaMigrationTable;
}

export type Database = CoreDatabase & UsageDatabase;

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}
