import { en } from './files/en';
import { es } from './files/es';
import { ja } from './files/ja';
import { zh } from './files/zh';
import { definePart } from './types';

/** Messages of the platform file input (keys under app.files.*, issue 13). */
export const filesMessages = definePart({ en, zh, es, ja });
