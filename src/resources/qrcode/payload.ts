import { SCENE_MAX, fitsScene } from '#contract/endpoints/qrcode';
import type { QrcodeAddBody, QrcodeUpdateBody } from '#contract/schemas/qrcode';

/** The form's values: number inputs may be empty (null or ''), the record carries read-only fields too. */
export interface QrcodeFormValues {
  id?: number;
  name?: string | null;
  levelId?: number | string | null;
  lng?: number | string | null;
  lat?: number | string | null;
  page?: string | null;
  payload?: string | null;
  kind?: 'wechat' | 'alipay' | 'url' | null;
  batch?: string | null;
  enabled?: boolean | null;
  count?: number | string | null;
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';
const optionalNumber = (value: unknown): number | null => (blank(value) ? null : Number(value));

/** The writable fields only; the server trims and checks them (its 10005 messages show on the fields). */
const fieldsOf = (data: QrcodeFormValues) => ({
  name: data.name ?? '',
  levelId: optionalNumber(data.levelId),
  lng: optionalNumber(data.lng),
  lat: optionalNumber(data.lat),
  page: data.page ?? '',
  payload: data.payload ?? '',
  kind: data.kind ?? undefined,
  batch: data.batch ?? '',
  enabled: data.enabled ?? true,
});

/** Body of `qrcode/add` (issue 13): on the selected building; a count above 1 creates a batch. */
export const qrcodeAddPayload = (data: QrcodeFormValues, buildingId: number): QrcodeAddBody => {
  const count = blank(data.count) ? 1 : Number(data.count);
  return { buildingId, ...fieldsOf(data), ...(count !== 1 ? { count } : {}) };
};

/** Body of `qrcode/update`: the code's id and every writable field. */
export const qrcodeUpdatePayload = (data: QrcodeFormValues): QrcodeUpdateBody => ({ id: Number(data.id), ...fieldsOf(data) });

/** What WeChat will receive for a payload (the live check under the field): its length, and whether the server keeps it behind a short code. */
export const sceneCheck = (payload: string | null | undefined): { length: number; max: number; fits: boolean; empty: boolean } => {
  const text = (payload ?? '').trim();
  return { length: text.length, max: SCENE_MAX, fits: text === '' || fitsScene(text), empty: text === '' };
};

/** The mini-code widths offered (WeChat's 280–1280 px). */
export const WIDTHS = [280, 430, 640, 860, 1280] as const;
