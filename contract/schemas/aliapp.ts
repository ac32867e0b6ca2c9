import { Type, type Static } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { ALIAPP_LIMITS } from '../endpoints/aliapp.js';

// Issue 17 支付宝小程序 (spec §2 /aliapp): Alipay mini-programs with their RSA2 keys (never returned) and linked location app.

const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });

export const AliappSchema = Type.Object(
  {
    id: Type.Integer(),
    appid: Type.String({ description: 'Alipay’s appid (16 digits)' }),
    name: Type.String(),
    appId: Type.Union([Type.Integer(), Type.Null()], { description: 'The linked location app, or null' }),
    appName: Type.Union([Type.String(), Type.Null()], { description: 'The linked location app’s name' }),
    companyName: Type.Union([Type.String(), Type.Null()], { description: 'The linked location app’s company' }),
    privateKeySet: Type.Boolean({ description: 'Always true: the app private key is stored (encrypted) and never returned' }),
    privateKeyFingerprint: Type.String({ description: 'SHA256 of the app key’s public half, first 16 hex digits' }),
    alipayPublicKeySet: Type.Boolean(),
    alipayPublicKeyFingerprint: Type.String({ description: 'SHA256 of the Alipay public key, first 16 hex digits' }),
    alipayName: Type.String({ description: 'The mini-program’s name as Alipay answered when the keys were checked' }),
    verifiedAt: DateTime,
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'An Alipay mini-program (支付宝小程序); its keys are never returned' },
);
export type AliappDto = Static<typeof AliappSchema>;

export const AliappPageSchema = Page(AliappSchema);
export type AliappPage = Static<typeof AliappPageSchema>;

const ALIAPP_SORTS = ['id', 'name', 'appid', 'updatedAt'] as const;

export const AliappPageQuery = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or of the appid, any case' })),
  sort: Type.Optional(Type.Union(Literals(ALIAPP_SORTS), { description: 'Sort field (default name); ties by id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type AliappPageQuery = Static<typeof AliappPageQuery>;

const key = (what: string) =>
  Type.String({ maxLength: ALIAPP_LIMITS.key, description: `${what}: an RSA key as PEM (or its bare base64 body); 10005 naming the field otherwise` });

const fields = {
  appid: Type.String({ maxLength: 100, description: 'Alipay’s appid, 16 digits (10005); unique (10006)' }),
  name: Type.String({ maxLength: 1000, description: `1–${ALIAPP_LIMITS.name} characters after trimming (10005 naming name)` }),
  appId: Type.Optional(Type.Union([Id, Type.Null()], { description: 'The location app it serves (10005 when there is none; 10006 when linked already)' })),
};

export const AliappAddBody = Type.Object(
  { ...fields, privateKey: key('The app private key (应用私钥)'), alipayPublicKey: key('The Alipay public key (支付宝公钥)') },
  { additionalProperties: false },
);
export type AliappAddBody = Static<typeof AliappAddBody>;

export const AliappUpdateBody = Type.Object(
  {
    id: Id,
    ...Type.Partial(Type.Object(fields)).properties,
    privateKey: Type.Optional(key('A new app private key; absent keeps the stored one')),
    alipayPublicKey: Type.Optional(key('A new Alipay public key; absent keeps the stored one')),
  },
  { additionalProperties: false, description: 'The mini-program (id) and the fields to change; absent fields and keys are kept' },
);
export type AliappUpdateBody = Static<typeof AliappUpdateBody>;

export const AliappQrcodeBody = Type.Object(
  {
    id: Id,
    urlParam: Type.String({ maxLength: 1000, description: `url_param: the page, such as pages/index/index (1–${ALIAPP_LIMITS.urlParam} characters)` }),
    queryParam: Type.Optional(
      Type.String({ maxLength: 2000, description: `query_param: the start query, such as x=1&y=2 (at most ${ALIAPP_LIMITS.queryParam})` }),
    ),
    describe: Type.Optional(Type.String({ maxLength: 1000, description: `describe: the code’s description (at most ${ALIAPP_LIMITS.describe})` })),
  },
  { additionalProperties: false },
);
export type AliappQrcodeBody = Static<typeof AliappQrcodeBody>;

export const AliappQrcodeSchema = Type.Object({
  qrCodeUrl: Type.String({ description: 'Alipay’s qr_code_url' }),
  qrCodeUrlCircleWhite: Type.Optional(Type.String()),
  qrCodeUrlCircleBlue: Type.Optional(Type.String()),
  image: Type.String({ description: 'The image at qr_code_url as a data: URL' }),
});
export type AliappQrcode = Static<typeof AliappQrcodeSchema>;
