import { en } from './aliapp/en';
import { es } from './aliapp/es';
import { ja } from './aliapp/ja';
import { zh } from './aliapp/zh';
import { definePart } from './types';

/** Alipay mini-programs (issue 17 支付宝小程序): list, add, edit, keys and the QR-code panel. */
export const aliappMessages = definePart({ en, zh, es, ja });
