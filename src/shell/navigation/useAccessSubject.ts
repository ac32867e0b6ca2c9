import { useEffect } from 'react';
import { permissionsFor } from '../authProvider/canAccess';
import { isLoggedIn } from '../session/loginStatus';
import type { SessionState } from '../session/sessionStore';
import { ensureSession } from '../session/startup';
import { useSession } from '../session/useSession';
import type { AccessSubject } from './access';

/** Spec §6 subject: the admin type and the codes held on the selected building (null until loaded). */
export const subjectOf = (session: SessionState): AccessSubject | null =>
  session.admin && session.userPermissions
    ? { adminType: session.admin.adminType, permissions: permissionsFor(session.userPermissions, session.buildingId) }
    : null;

/** The current subject; starts the start-up sequence when it has not run yet. */
export const useAccessSubject = (): AccessSubject | null => {
  const session = useSession();
  const subject = subjectOf(session);
  const missing = subject === null;
  useEffect(() => {
    if (missing && isLoggedIn()) ensureSession().catch(() => undefined);
  }, [missing]);
  return subject;
};
