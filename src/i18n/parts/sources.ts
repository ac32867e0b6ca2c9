import { en } from './sources/en';
import { es } from './sources/es';
import { ja } from './sources/ja';
import { zh } from './sources/zh';
import { definePart } from './types';

/** Messages of 导航链接配置 (issue 13; keys under app.sources). */
export const sourcesMessages = definePart({ en, zh, es, ja });
