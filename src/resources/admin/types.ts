import type { AdminTypeDto } from '#contract/schemas/entities';
import type { AdminRowDto, GrantDto } from '#contract/schemas/userManagement';

/** Issue 4 contract: a row of the admin list (`admin/list`; never a password hash); `admin/detail` adds the grants. */
export type AdminRecord = AdminRowDto & { grants?: GrantDto[] };

export const ADMIN_TYPES: readonly AdminTypeDto[] = ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR', 'BUSINESS_ADMINISTRATOR'];
