import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type {
  Qrcode,
  QrcodeAddBody,
  QrcodeAdded,
  QrcodeDeleteBody,
  QrcodeDeleted,
  QrcodeMiniCodeBody,
  QrcodePage,
  QrcodePageQuery,
  QrcodePrintQuery,
  QrcodeUpdateBody,
} from '../schemas/qrcode.js';
import type { QrcodeScene, QrcodeSceneQuery } from '../schemas/qrcodeScene.js';
import { get, LONG_TIMEOUT_MS, post } from './endpoint.js';

/** QR codes (spec §7 qrcode/page, qrcode?id=, add, update, delete, mini-code; issue 13: the print sheet). */
export const qrcodeApi = {
  page: get<QrcodePageQuery, QrcodePage>('/api/location/qrcode/page'),
  one: get<Static<typeof IdQuery>, Qrcode>('/api/location/qrcode'),
  add: post<QrcodeAddBody, QrcodeAdded>('/api/location/qrcode/add'),
  update: post<QrcodeUpdateBody, Qrcode>('/api/location/qrcode/update'),
  delete: post<QrcodeDeleteBody, QrcodeDeleted>('/api/location/qrcode/delete'),
  /** A PNG, not an envelope (refusals still answer the envelope). */
  miniCode: post<QrcodeMiniCodeBody, Blob>('/api/location/qrcode/mini-code', LONG_TIMEOUT_MS),
  /** An A4 PDF of a batch, not an envelope. */
  print: get<QrcodePrintQuery, Blob>('/api/location/qrcode/print', LONG_TIMEOUT_MS),
};

/** Issue 13: public, outside /api like getConfig: an app turns a scanned scene (a payload or k=<shortCode>) into its code and place. */
export const qrcodeSceneApi = {
  resolve: get<QrcodeSceneQuery, QrcodeScene>('/location/qrcode/scene'),
};

export const QRCODE_KINDS = ['wechat', 'alipay', 'url'] as const;

/** WeChat's getwxacodeunlimit rules (scene: at most 32 visible characters of this set; width 280–1280 px, 430 by default). */
export const SCENE_MAX = 32;
export const SCENE_CHARACTERS = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]+$/;
export const MINI_CODE_WIDTH = { min: 280, max: 1280, default: 430 } as const;
/** A mini-program page: segments of letters, digits, “_” and “-”, no leading “/”, no query. */
export const PAGE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
export const DEFAULT_PAGE = 'pages/index/index';
export const QRCODE_LIMITS = { name: 100, page: 128, payload: 500, batch: 50, batchCount: 200, perSheet: 12 } as const;

/** Whether WeChat takes the payload as the scene itself; otherwise the server keeps it and sends a short code. */
export const fitsScene = (payload: string): boolean => payload.length <= SCENE_MAX && SCENE_CHARACTERS.test(payload);

/** WeChat's scene for a payload: the payload when it fits the rule, else `k=<short code>` (the payload stays on the server). */
export const sceneFor = (payload: string, shortCode: string): string => (payload && fitsScene(payload) ? payload : `k=${shortCode}`);
