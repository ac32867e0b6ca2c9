import { en } from './wxapp/en';
import { es } from './wxapp/es';
import { ja } from './wxapp/ja';
import { zh } from './wxapp/zh';
import { definePart } from './types';

/** WeChat third-party platforms and mini-programs (issue 17 开放平台列表, 小程序列表, 添加, 编辑). */
export const wxappMessages = definePart({ en, zh, es, ja });
