export { authProvider } from './authProvider';
export { displayName } from '../session/displayName';
