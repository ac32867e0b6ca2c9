import { en } from './navigation/en';
import { es } from './navigation/es';
import { ja } from './navigation/ja';
import { zh } from './navigation/zh';
import { definePart } from './types';

/** Messages of the navigation feature: areas, sections, page titles, the gate, 403 and 404 (spec §1, §2, §4). */
export const navigationMessages = definePart({ en, zh, es, ja });
