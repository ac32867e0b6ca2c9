import { en } from './push/en';
import { es } from './push/es';
import { ja } from './push/ja';
import { zh } from './push/zh';
import { definePart } from './types';

/** Messages of the push list, composer and detail (issue 18; keys under resources.push, app.push and the section's navigation titles). */
export const pushMessages = definePart({ en, zh, es, ja });
