import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type { AppGroupAddBody, AppGroupDto, AppGroupPage, AppGroupPageQuery, AppGroupUpdateBody } from '../schemas/appGroup.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';
import { get, post } from './endpoint.js';

/** 应用分组 (spec §2 /app-group; issue 16): groups of location apps, in §7's style; platform administrators only. */
export const appGroupApi = {
  page: get<Partial<AppGroupPageQuery>, AppGroupPage>('/api/location/app-group/page'),
  one: get<Static<typeof IdQuery>, AppGroupDto>('/api/location/app-group/get'),
  add: post<AppGroupAddBody, AppGroupDto>('/api/location/app-group/add'),
  update: post<AppGroupUpdateBody, AppGroupDto>('/api/location/app-group/update'),
  delete: post<IdsInput, DeletedDto>('/api/location/app-group/delete'),
};

/** A group's name length after trimming, its description's length (the server checks them: 10005 under the field), its apps. */
export const APP_GROUP_LIMITS = { name: 50, description: 500, apps: 500 } as const;
