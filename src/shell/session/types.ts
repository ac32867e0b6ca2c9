import type {
  AdminDto,
  AdminTypeDto,
  AppDto,
  BuildingDto,
  CompanyDto,
  LevelDto,
  MapPermissionsDto,
  PermissionDto,
  PoiTypeDto,
  RegionDto,
} from '#contract/schemas/entities';

/** The session's shapes are the server's schema types (issue 11: one contract, type-only imports). */
export type AdminType = AdminTypeDto;

/** `admin/admin` (and sign-in): the signed-in administrator. */
export type Admin = AdminDto;

/** `admin/company`: the admin's company (logos: URLs, empty when none). */
export type Company = CompanyDto;

/** `role/permission/list-all`: one spec §6 permission. */
export type Permission = PermissionDto;

/** `role/admin-permission`: the admin's permissions on one building. */
export type UserPermission = MapPermissionsDto;

export type Level = LevelDto;

/** `building/page`, `building/batch`: a building the admin may use. */
export type Building = BuildingDto;

/** The selected app (made from the selected building's `appId` and `appName`). */
export type AppRef = Pick<AppDto, 'id' | 'name'>;

/** A POI type of the selected building (`poi/poi-type/list`, spec §3). */
export type PoiType = PoiTypeDto;

/** A region of the selected building (`region/list`, spec §3). */
export type Region = RegionDto;
