import { PUBLIC, QRCODE_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/qrcode.ts`. */
export const policy: Record<string, Policy> = {
  // §7 qrcode/page, qrcode?id=, add (ADD_QR_CODE), update and delete (EDIT_QR_CODE), mini-code (the image); issue 13:
  // the print sheet of a batch. A code's own building is read from the record.
  'GET /api/location/qrcode/page': on(QRCODE_READERS, 'query.buildingId'),
  'GET /api/location/qrcode': on(QRCODE_READERS, 'record'),
  'POST /api/location/qrcode/add': on(['ADD_QR_CODE'], 'body.buildingId'),
  'POST /api/location/qrcode/update': on(['EDIT_QR_CODE'], 'record'),
  'POST /api/location/qrcode/delete': on(['EDIT_QR_CODE'], 'record'),
  'POST /api/location/qrcode/mini-code': on(QRCODE_READERS, 'record'),
  'GET /api/location/qrcode/print': on(QRCODE_READERS, 'query.buildingId'),
  // Issue 13: the app that scanned a code resolves its scene (the payload behind k=<shortCode>, the code's place), like getConfig without a session.
  'GET /location/qrcode/scene': PUBLIC,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/qrcode/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&enabled=true` },
  'GET /api/location/qrcode': { query: (i) => `id=${i.mallQrcode}` },
  'POST /api/location/qrcode/add': { body: (i) => ({ buildingId: i.mall, name: 'Matrix code', page: 'pages/index/index', payload: 'm=1' }) },
  'POST /api/location/qrcode/update': { body: (i) => ({ id: i.mallQrcode, enabled: true }) },
  'POST /api/location/qrcode/delete': { body: () => ({ ids: [999999] }) },
  // Answers an envelope, not an image or a PDF, once access is granted: an unknown code (10004), an empty batch (10005).
  'POST /api/location/qrcode/mini-code': { body: () => ({ id: 999999, width: 280 }) },
  'GET /api/location/qrcode/print': { query: (i) => `buildingId=${i.mall}&batch=no-such-batch` },
  'GET /location/qrcode/scene': { query: () => 'appCode=demo-malls&scene=b%3D1%26l%3D2%26lift%3D1' },
};
