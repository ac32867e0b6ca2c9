import { en } from './pois/en';
import { es } from './pois/es';
import { ja } from './pois/ja';
import { zh } from './pois/zh';
import { definePart } from './types';

/** Messages of the POI editor (keys under app.pois.*). */
export const poisMessages = definePart({ en, zh, es, ja });
