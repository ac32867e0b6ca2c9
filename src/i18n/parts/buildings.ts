import { en } from './buildings/en';
import { es } from './buildings/es';
import { ja } from './buildings/ja';
import { zh } from './buildings/zh';
import { definePart } from './types';

/** Building management (issue 5): the list, add and edit, versions and publishing, IMDF import and export. */
export const buildingsMessages = definePart({ en, zh, es, ja });
