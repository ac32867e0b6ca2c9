import { en } from './apps/en';
import { es } from './apps/es';
import { ja } from './apps/ja';
import { zh } from './apps/zh';
import { definePart } from './types';

/** Messages of the location app pages (issue 16; keys under resources.location-app.fields, app.navigation.pages and app.apps). */
export const appsMessages = definePart({ en, zh, es, ja });
