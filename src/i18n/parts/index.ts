import { layoutMessages } from './layout';
import { navigationMessages } from './navigation';
import { shellMessages } from './shell';
import { usersMessages } from './users';

/** Feature message parts, merged over the base messages of each language. */
export const messageParts = [navigationMessages, layoutMessages, shellMessages, usersMessages];
