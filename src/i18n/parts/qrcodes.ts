import { en } from './qrcodes/en';
import { es } from './qrcodes/es';
import { ja } from './qrcodes/ja';
import { zh } from './qrcodes/zh';
import { definePart } from './types';

/** Messages of the QR code list, forms and success page (issue 13; keys under resources.qrcode.fields and app.qrcodes). */
export const qrcodesMessages = definePart({ en, zh, es, ja });
