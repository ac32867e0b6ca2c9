import { en } from './wxappCode/en';
import { es } from './wxappCode/es';
import { ja } from './wxappCode/ja';
import { zh } from './wxappCode/zh';
import { definePart } from './types';

/** WeChat mini-programs' code templates, code management and group releases (issue 17). */
export const wxappCodeMessages = definePart({ en, zh, es, ja });
