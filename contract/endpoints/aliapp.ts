import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type { AliappAddBody, AliappDto, AliappPage, AliappPageQuery, AliappQrcode, AliappQrcodeBody, AliappUpdateBody } from '../schemas/aliapp.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';
import { LONG_TIMEOUT_MS, get, post } from './endpoint.js';

// Saving checks the keys with Alipay and a QR code is drawn there: those calls wait up to 60 s.
/** 支付宝小程序 (spec §2 /aliapp; issue 17): Alipay mini-programs, their keys and QR codes; platform administrators only. */
export const aliappApi = {
  page: get<Partial<AliappPageQuery>, AliappPage>('/api/location/aliapp/page'),
  one: get<Static<typeof IdQuery>, AliappDto>('/api/location/aliapp/get'),
  add: post<AliappAddBody, AliappDto>('/api/location/aliapp/add', LONG_TIMEOUT_MS),
  update: post<AliappUpdateBody, AliappDto>('/api/location/aliapp/update', LONG_TIMEOUT_MS),
  delete: post<IdsInput, DeletedDto>('/api/location/aliapp/delete'),
  qrcode: post<AliappQrcodeBody, AliappQrcode>('/api/location/aliapp/qrcode', LONG_TIMEOUT_MS),
};

/** What the server checks (10005 under the field); the schemas read them from here. `key`: an RSA key's PEM text. */
export const ALIAPP_LIMITS = { name: 50, key: 8000, urlParam: 200, queryParam: 500, describe: 100 } as const;
