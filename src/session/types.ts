export type AdminType = 'PLATFORM_ADMINISTRATOR' | 'COMPANY_ADMINISTRATOR' | 'BUSINESS_ADMINISTRATOR';

export interface Admin {
  id: number;
  email: string;
  name?: string;
  adminType: AdminType;
  companyId: number | null;
  enabled?: boolean;
}

export interface Company {
  id: number;
  name: string;
  bigLogo: string | null;
  smallLogo: string | null;
}

export interface Permission {
  value: string;
  name: string;
  nameEn: string;
  group: string;
}

export interface UserPermission {
  mapId: number;
  permissions: string[];
}

export interface Level {
  id: number;
  ordinal: number;
  name: string;
}

export interface Building {
  id: number;
  name: string;
  address?: string | null;
  companyId: number;
  companyName?: string | null;
  appId: number | null;
  appName?: string | null;
  appCode?: string | null;
  levels: Level[];
}

export interface AppRef {
  id: number;
  name: string;
}

/** A POI type of the selected building (spec §3); the business screens read further fields. */
export interface PoiType {
  id: number;
  name: string;
}

/** A region of the selected building (spec §3). */
export interface Region {
  id: number;
  name: string;
}
