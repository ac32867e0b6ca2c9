import { en } from './users/en';
import { es } from './users/es';
import { ja } from './users/ja';
import { zh } from './users/zh';
import { definePart } from './types';

/** User and permission management (issue 4): admins, roles, permission groups, members, history. */
export const usersMessages = definePart({ en, zh, es, ja });
