import { en } from './appUsers/en';
import { es } from './appUsers/es';
import { ja } from './appUsers/ja';
import { zh } from './appUsers/zh';
import { definePart } from './types';

/** Platform management's app users (issue 16 用户列表): list, activity, erasure. */
export const appUsersMessages = definePart({ en, zh, es, ja });
