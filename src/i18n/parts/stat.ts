import { en } from './stat/en';
import { es } from './stat/es';
import { ja } from './stat/ja';
import { zh } from './stat/zh';
import { definePart } from './types';

/** Platform management's 点击统计 (issue 16): the apps' feature clicks. */
export const statMessages = definePart({ en, zh, es, ja });
