import type { ReactElement } from 'react';

/** Shell pages inside the layout (/account, /about, /message, /nothing, /document/document). */
export const shellLayoutRoutes: ReactElement[] = [];
/** Public shell pages without the layout (/find-password, /token-login, /auth-redirect). */
export const shellPublicRoutes: ReactElement[] = [];
