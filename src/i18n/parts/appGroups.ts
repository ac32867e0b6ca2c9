import { en } from './appGroups/en';
import { es } from './appGroups/es';
import { ja } from './appGroups/ja';
import { zh } from './appGroups/zh';
import { definePart } from './types';

/** Platform management's app groups (issue 16 应用分组): list, add, edit, and the lists' group filter. */
export const appGroupsMessages = definePart({ en, zh, es, ja });
