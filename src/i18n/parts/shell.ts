import { en } from './shell/en';
import { es } from './shell/es';
import { ja } from './shell/ja';
import { zh } from './shell/zh';
import { definePart } from './types';

/** Messages of the shell feature (keys under app.shell.*): account, about, messages, public pages, help. */
export const shellMessages = definePart({ en, zh, es, ja });
