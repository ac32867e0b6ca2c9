import { Notification } from 'react-admin';
import { ApiEventListener } from './ApiEventListener';
import { SessionExpiredDialog } from './SessionExpiredDialog';

/** Rendered once by <Admin> on every page (login included): toasts plus the client's event listeners. */
export const AppNotification = () => (
  <>
    <Notification />
    <ApiEventListener />
    <SessionExpiredDialog />
  </>
);
