import { Type, type Static, type TSchema } from 'typebox';
import { AppSchema } from './entities.js';
import { Literals, Page, PageQuery } from './envelope.js';
import { AppConfigSchema } from './source.js';
import { APP_LIMITS, APP_PLATFORMS, KEY_OVERLAP_HOURS } from '../endpoints/app.js';

// Issue 16: location apps and their ingestion keys.

const Nullable = <T extends TSchema>(t: T, description?: string) => Type.Union([Type.Null(), t], description ? { description } : {});
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });
const Platform = Type.Union(Literals(APP_PLATFORMS), { description: APP_PLATFORMS.join(', ') });

export const SHIPPED_RULE =
  'An app has shipped once any of its keys was used (POST /api/collect) or it has usage events; from then on its appCode is fixed (10006 naming appCode), because the apps in the field send it to getConfig.';

/** An app as the list shows it: its company's name and what it holds. */
const AppRowSchema = Type.Object(
  {
    ...AppSchema.properties,
    companyName: Type.String({ description: 'the company’s name' }),
    enabled: Type.Boolean({ description: 'false: its getConfig answers 10003 and its keys’ events 10003' }),
    platforms: Type.Array(Platform),
    buildingCount: Type.Integer({ description: 'Buildings in the app (a building is in at most one app)' }),
    keyCount: Type.Integer({ description: 'Usable ingestion keys: neither revoked nor expired' }),
    shipped: Type.Boolean({ description: SHIPPED_RULE }),
  },
  { description: 'A location app' },
);
export type AppRow = Static<typeof AppRowSchema>;

export const AppPageSchema = Page(AppRowSchema);
export type AppPage = Static<typeof AppPageSchema>;

export const AppPageQuery = Type.Object({
  ...PageQuery,
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this company’s apps (others than platform admins: within their own)' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or app code, any case' })),
  enabled: Type.Optional(Type.Boolean()),
  appGroupId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the apps of this app group (issue 16 应用分组); an unknown group: no apps' })),
  sort: Type.Optional(Type.Union(Literals(['id', 'name', 'appCode', 'companyName']), { description: 'Sort field (default id); ties by id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type AppPageQuery = Static<typeof AppPageQuery>;

export const AppDetailSchema = Type.Object(
  {
    ...AppRowSchema.properties,
    buildingIds: Type.Array(Type.Integer()),
    buildings: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        publishedVersion: Nullable(Type.Integer(), 'The newest published version (what getConfig serves); null: none, not in getConfig'),
      }),
    ),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A location app with its buildings' },
);
export type AppDetail = Static<typeof AppDetailSchema>;

const fields = {
  name: Type.String({ maxLength: 1000, description: `1–${APP_LIMITS.name} characters, unique regardless of case (10006)` }),
  appCode: Type.String({
    maxLength: 1000,
    description: `${APP_LIMITS.codeMin}–${APP_LIMITS.codeMax} letters, digits, “_” or “-”; unique regardless of case (10006). ${SHIPPED_RULE}`,
  }),
  platforms: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20, description: `Any of ${APP_PLATFORMS.join(', ')} (default none)` })),
  enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
  buildingIds: Type.Optional(
    Type.Array(Id, {
      maxItems: 1000,
      description: `The whole set of the app’s buildings (at most ${APP_LIMITS.buildings}): buildings of the app’s company that are in no other app; buildings left out leave the app`,
    }),
  ),
};

export const AppAddBody = Type.Object({ companyId: Id, ...fields }, { additionalProperties: false });
export type AppAddBody = Static<typeof AppAddBody>;

export const AppUpdateBody = Type.Object(
  {
    id: Id,
    companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Another company only before the app has shipped (10006 naming companyId)' })),
    ...Type.Partial(Type.Object(fields)).properties,
  },
  { additionalProperties: false, description: 'The app (id) and the fields to change; absent fields are kept' },
);
export type AppUpdateBody = Static<typeof AppUpdateBody>;

export const AppConfigPreviewSchema = Type.Object({
  appCode: Type.String(),
  enabled: Type.Boolean({
    description: 'false: the app or its company is disabled and the apps get 10003 from getConfig today; `config` is what they would get once enabled',
  }),
  config: AppConfigSchema,
});
export type AppConfigPreview = Static<typeof AppConfigPreviewSchema>;

const KeyStatus = Type.Union(Literals(['active', 'expiring', 'expired', 'revoked']), {
  description: 'active: works, no end; expiring: rotated, works until expiresAt; expired, revoked: refused (10008)',
});

export const AppKeySchema = Type.Object(
  {
    id: Type.Integer(),
    appId: Type.Integer(),
    prefix: Type.String({ description: 'The first characters of the key, to tell keys apart (the key itself is never shown again)' }),
    status: KeyStatus,
    createdAt: DateTime,
    expiresAt: Nullable(DateTime),
    revokedAt: Nullable(DateTime),
    lastUsedAt: Nullable(DateTime, 'The newest call made with the key (to the minute)'),
  },
  { description: 'An ingestion key of an app, without its secret' },
);
export type AppKey = Static<typeof AppKeySchema>;

export const AppKeyListQuery = Type.Object({ appId: Id });
export type AppKeyListQuery = Static<typeof AppKeyListQuery>;

export const AppKeyAddBody = Type.Object({ appId: Id }, { additionalProperties: false });
export type AppKeyAddBody = Static<typeof AppKeyAddBody>;

export const AppKeyCreatedSchema = Type.Object({
  ...AppKeySchema.properties,
  key: Type.String({ description: 'The whole key, answered this once: only its SHA-256 is stored. The app sends it in the X-App-Key header' }),
});
export type AppKeyCreated = Static<typeof AppKeyCreatedSchema>;

export const AppKeyRotateBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The key to replace (an active one)' }),
    overlapHours: Type.Optional(
      Type.Integer({
        minimum: KEY_OVERLAP_HOURS.min,
        maximum: KEY_OVERLAP_HOURS.max,
        description: `Hours the old key keeps working beside the new one, ${KEY_OVERLAP_HOURS.min}–${KEY_OVERLAP_HOURS.max} (default ${KEY_OVERLAP_HOURS.default}; 0: it stops now)`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AppKeyRotateBody = Static<typeof AppKeyRotateBody>;

export const AppKeyRotatedSchema = Type.Object({ ...AppKeyCreatedSchema.properties, replaced: AppKeySchema });
export type AppKeyRotated = Static<typeof AppKeyRotatedSchema>;

export const AppKeyIdBody = Type.Object({ id: Id }, { additionalProperties: false });
export type AppKeyIdBody = Static<typeof AppKeyIdBody>;

export const AppKeyListSchema = Type.Array(AppKeySchema);
