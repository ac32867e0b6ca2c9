import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DeviceDatabase } from './deviceTypes.js';
import type { AliappDatabase } from './aliappTypes.js';
import type { PushDatabase } from './pushTypes.js';
import type { FeedbackDatabase } from './feedbackTypes.js';
import type { UsageDatabase } from './usageTypes.js';
import type { WxappDatabase } from './wxappTypes.js';

export type { BeaconLifecycle, QrcodeKind } from './deviceTypes.js';
export type { UsageDimensions } from './usageTypes.js';

export type AdminType = 'PLATFORM_ADMINISTRATOR' | 'COMPANY_ADMINISTRATOR' | 'BUSINESS_ADMINISTRATOR';
export type DatabaseKind = 'pglite' | 'postgresql';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type Json = ColumnType<unknown, string | null, string | null>;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  bigLogo: ColumnType<string, string | undefined, string>;
  smallLogo: ColumnType<string, string | undefined, string>;
  /** Issue 16 (migration 020). */
  contact: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
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
  /** Issue 16 (migration 021): ios, android, harmony, wechat, alipay, web. */
  platforms: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** Issue 16 (migration 022): 应用分组, named groups of apps; an app may be in several. */
export interface AppGroupTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface AppGroupAppTable {
  groupId: number;
  appId: number;
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
  /** Issue 19: the revision of the draft's road network, bumped by every change of the draft but a POI save. */
  networkRevision: ColumnType<number, number | undefined, number>;
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
  /** Issue 18: the console page where the admin acts on it ('' none), the building, and the key that keeps it single. */
  link: Generated<string>;
  buildingId: ColumnType<number | null, number | null | undefined, number | null>;
  dedupeKey: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Issue 31: the company whose values `before` holds (differs from companyId when the record moved between companies). */
  beforeCompanyId: number | null;
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
  appGroup: AppGroupTable;
  appGroupApp: AppGroupAppTable;
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
  schemaMigration: SchemaMigrationTable;
}

export type Database = CoreDatabase & DeviceDatabase & UsageDatabase & WxappDatabase & AliappDatabase & PushDatabase & FeedbackDatabase;

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}
