import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type {
  AppAddBody,
  AppConfigPreview,
  AppDetail,
  AppKey,
  AppKeyAddBody,
  AppKeyCreated,
  AppKeyIdBody,
  AppKeyListQuery,
  AppKeyRotateBody,
  AppKeyRotated,
  AppPage,
  AppPageQuery,
  AppUpdateBody,
  AppKeyListSchema,
} from '../schemas/app.js';
import { get, post } from './endpoint.js';

/** Location apps (spec §7 app/page, app/get; issue 16: platform management of apps and their ingestion keys). */
export const appApi = {
  /** Every admin (the application chooser): platform admins all apps, others their company's. */
  page: get<Partial<AppPageQuery>, AppPage>('/api/location/app/page'),
  one: get<Static<typeof IdQuery>, AppDetail>('/api/location/app/get'),
  add: post<AppAddBody, AppDetail>('/api/location/app/add'),
  update: post<AppUpdateBody, AppDetail>('/api/location/app/update'),
  configPreview: get<Static<typeof IdQuery>, AppConfigPreview>('/api/location/app/config-preview'),
};

/** Issue 16: an app's ingestion keys (POST /api/collect's X-App-Key): shown once, rotated with an overlap, revoked. */
export const appKeyApi = {
  list: get<AppKeyListQuery, Static<typeof AppKeyListSchema>>('/api/location/app/key/list'),
  add: post<AppKeyAddBody, AppKeyCreated>('/api/location/app/key/add'),
  rotate: post<AppKeyRotateBody, AppKeyRotated>('/api/location/app/key/rotate'),
  revoke: post<AppKeyIdBody, AppKey>('/api/location/app/key/revoke'),
};

/** The platforms an app ships on (the server checks the list). */
export const APP_PLATFORMS = ['ios', 'android', 'harmony', 'wechat', 'alipay', 'web'] as const;

/** Name length, app code length, buildings per app, usable keys per app. */
export const APP_LIMITS = { name: 100, codeMin: 3, codeMax: 64, buildings: 200, usableKeys: 10 } as const;

/** A rotated key keeps working this many hours beside its successor. */
export const KEY_OVERLAP_HOURS = { min: 0, max: 720, default: 24 } as const;
