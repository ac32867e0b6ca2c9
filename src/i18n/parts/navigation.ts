import { definePart } from './types';

/** Messages of the navigation feature (keys under app.navigation.* and resources.*). */
export const navigationMessages = definePart({ en: {}, zh: {}, es: {}, ja: {} });
