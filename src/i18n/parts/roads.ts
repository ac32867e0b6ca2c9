import { en } from './roads/en';
import { es } from './roads/es';
import { ja } from './roads/ja';
import { zh } from './roads/zh';
import { definePart } from './types';

/** The road-status page (issue 6): segment status, timed closures, route preview, history (keys under app.roads.*). */
export const roadsMessages = definePart({ en, zh, es, ja });
