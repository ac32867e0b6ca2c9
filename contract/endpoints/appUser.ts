import { get, LONG_TIMEOUT_MS, post, type Page } from './endpoint.js';
import type { AppUserDetailDto, AppUserEraseBody, AppUserErasedDto, AppUserPageQuery, AppUserQuery, AppUserRowDto } from '../schemas/appUser.js';

/** Issue 16 用户列表 (spec §2 /user): the apps' end users, one user's activity and its erasure (platform admins only). */
export const appUserApi = {
  page: get<Partial<AppUserPageQuery>, Page<AppUserRowDto>>('/api/location/app-user/page'),
  detail: get<AppUserQuery, AppUserDetailDto>('/api/location/app-user/get'),
  // Erasing a user of months of history rewrites many rollup rows: the long time-out.
  erase: post<AppUserEraseBody, AppUserErasedDto>('/api/location/app-user/erase', LONG_TIMEOUT_MS),
};
