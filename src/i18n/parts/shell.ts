import { definePart } from './types';

/** Messages of the shell feature (keys under app.shell.* and resources.*). */
export const shellMessages = definePart({ en: {}, zh: {}, es: {}, ja: {} });
