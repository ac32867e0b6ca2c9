import { en } from './beacons/en';
import { es } from './beacons/es';
import { ja } from './beacons/ja';
import { zh } from './beacons/zh';
import { definePart } from './types';

/** Messages of the beacon list and forms (issue 13; keys under resources.beacon.fields and app.beacons). */
export const beaconsMessages = definePart({ en, zh, es, ja });
