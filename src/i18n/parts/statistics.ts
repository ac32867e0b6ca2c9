import { en } from './statistics/en';
import { es } from './statistics/es';
import { ja } from './statistics/ja';
import { zh } from './statistics/zh';
import { definePart } from './types';

/** Messages of the statistics pages and their dashboard frame (issue 14; keys under app.statistics). */
export const statisticsMessages = definePart({ en, zh, es, ja });
