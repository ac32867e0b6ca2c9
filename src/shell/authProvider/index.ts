export { authProvider, displayName } from './authProvider';
export { canAccess, permissionsFor } from './canAccess';
export { loginPathFor, safeRedirect } from './redirect';
