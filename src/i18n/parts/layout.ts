import { definePart } from './types';

/** Messages of the layout feature (keys under app.layout.* and resources.*). */
export const layoutMessages = definePart({ en: {}, zh: {}, es: {}, ja: {} });
