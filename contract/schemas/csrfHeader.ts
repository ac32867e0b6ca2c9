/**
 * The header every state-changing call must carry (issue 10, cross-site request forgery). A plain
 * navigation or an HTML form cannot send it, and a cross-origin script cannot either without a CORS
 * preflight the server never grants. The console (src/dataProvider/httpClient.ts) imports it from here:
 * this file must stay free of imports so both sides can read it.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'indoor-console';
