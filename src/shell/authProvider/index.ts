export { authProvider } from './authProvider';
export { displayName } from '../session/displayName';
export { canAccess, permissionsFor } from '../access';
export { loginPathFor, safeRedirect } from './redirect';
