import { Type, type Static, type TSchema } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { MINI_CODE_WIDTH, QRCODE_KINDS, QRCODE_LIMITS, SCENE_MAX } from '../endpoints/qrcode.js';

// Null first: with Ajv's type coercion a null sent for a string would otherwise become "" (the first branch).
const Nullable = <T extends TSchema>(t: T, description?: string) => Type.Union([Type.Null(), t], description ? { description } : {});
const DateTime = Type.String({ format: 'date-time' });
const Kind = Type.Union(Literals(QRCODE_KINDS), {
  description: 'wechat (WeChat mini-program code), alipay (Alipay mini-program QR code), url (a plain QR code of the code’s URL)',
});

/** The fields an admin writes (add: these with buildingId; update: any of them with id). */
const QrcodeFields = {
  name: Type.String({ maxLength: 1000, description: `1–${QRCODE_LIMITS.name} characters` }),
  levelId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }), 'A level of the code’s building, or null')),
  lng: Type.Optional(Nullable(Type.Number(), 'Longitude (WGS84) on the level, inside its outline; with lat, needs a level')),
  lat: Type.Optional(Nullable(Type.Number(), 'Latitude (WGS84) on the level')),
  page: Type.Optional(
    Type.String({ maxLength: 1000, description: 'The mini-program page, e.g. pages/index/index: no leading “/”, no query (default pages/index/index)' }),
  ),
  payload: Type.Optional(
    Type.String({
      maxLength: 10000,
      description: `The scene the app receives, at most ${QRCODE_LIMITS.payload} characters. Up to ${SCENE_MAX} characters of WeChat’s set it is the scene itself; a longer or non-ASCII payload is kept on the server and the scene becomes k=<short code>`,
    }),
  ),
  kind: Type.Optional(Kind),
  batch: Type.Optional(Type.String({ maxLength: 1000, description: `A batch name grouping codes, at most ${QRCODE_LIMITS.batch} characters ('' = none)` })),
  enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
};

export const QrcodeSchema = Type.Object(
  {
    id: Type.Integer(),
    buildingId: Type.Integer(),
    buildingName: Type.String(),
    levelId: Nullable(Type.Integer()),
    levelName: Nullable(Type.String({ description: 'The level’s short name, else its name' })),
    name: Type.String(),
    lng: Nullable(Type.Number()),
    lat: Nullable(Type.Number()),
    page: Type.String(),
    payload: Type.String(),
    scene: Type.String({ description: 'What WeChat receives: the payload, or k=<shortCode>' }),
    shortCode: Type.String(),
    url: Type.String({ description: 'The URL a plain QR code of this code encodes' }),
    kind: Kind,
    batch: Type.String(),
    enabled: Type.Boolean(),
    scans: Type.Integer({ description: 'Scans the apps reported for this code’s scene (usage events, POST /api/collect)' }),
    createdBy: Nullable(Type.String({ description: 'The creating admin’s name or e-mail' })),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A QR code (or mini-program code) printed in a building' },
);
export type Qrcode = Static<typeof QrcodeSchema>;

export const QrcodePageSchema = Page(QrcodeSchema);
export type QrcodePage = Static<typeof QrcodePageSchema>;

export const QrcodePageQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  levelId: Type.Optional(Type.Integer({ minimum: 1, description: 'A level of the building' })),
  batch: Type.Optional(Type.String({ maxLength: 100, description: 'Exactly this batch' })),
  kind: Type.Optional(Kind),
  enabled: Type.Optional(Type.Boolean()),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, payload, scene, page or batch; any case' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('id'), Type.Literal('createdAt'), Type.Literal('batch'), Type.Literal('kind')], {
      description: 'Sort field (default name); ties by id',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type QrcodePageQuery = Static<typeof QrcodePageQuery>;

export const QrcodeAddBody = Type.Object(
  {
    buildingId: Type.Integer({ minimum: 1 }),
    ...QrcodeFields,
    count: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: QRCODE_LIMITS.batchCount,
        description: `Batch creation: 1–${QRCODE_LIMITS.batchCount} codes in one call, all or none. Above 1 a batch name is required; the codes are named “name-01”, “name-02”… and each payload gets “&n=<number>” (or “n=<number>” when empty)`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type QrcodeAddBody = Static<typeof QrcodeAddBody>;

export const QrcodeAdded = Type.Object({
  ...QrcodeSchema.properties,
  ids: Type.Array(Type.Integer(), { description: 'Every code created (one, or the batch)' }),
});
export type QrcodeAdded = Static<typeof QrcodeAdded>;

export const QrcodeUpdateBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ...Type.Partial(Type.Object(QrcodeFields)).properties },
  { additionalProperties: false, description: 'The code (id) and the fields to change; absent fields are kept' },
);
export type QrcodeUpdateBody = Static<typeof QrcodeUpdateBody>;

export const QrcodeDeleteBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) },
  { description: 'One code (id) or several (ids)' },
);
export type QrcodeDeleteBody = Static<typeof QrcodeDeleteBody>;

export const QrcodeDeleted = Type.Object({ ids: Type.Array(Type.Integer()) });
export type QrcodeDeleted = Static<typeof QrcodeDeleted>;

export const QrcodeMiniCodeBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The code' }),
    width: Type.Optional(
      Type.Integer({
        minimum: MINI_CODE_WIDTH.min,
        maximum: MINI_CODE_WIDTH.max,
        description: `Width in px, ${MINI_CODE_WIDTH.min}–${MINI_CODE_WIDTH.max} (WeChat’s range), default ${MINI_CODE_WIDTH.default}`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type QrcodeMiniCodeBody = Static<typeof QrcodeMiniCodeBody>;

export const QrcodePrintQuery = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  batch: Type.String({ maxLength: 100, description: 'The batch to print (its codes by name)' }),
});
export type QrcodePrintQuery = Static<typeof QrcodePrintQuery>;
