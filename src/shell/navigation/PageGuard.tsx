import { useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { PageDeclaration, ResourceDeclaration } from '../../resources/types';
import { useSession } from '../session/useSession';
import { canUsePage, needsBuilding, useAccessSubject } from '../access';
import { ApplicationGate } from './ApplicationGate';
import { setCurrentArea } from './currentArea';
import { ForbiddenPage } from './ForbiddenPage';

interface PageGuardProps {
  resource: ResourceDeclaration;
  page: PageDeclaration;
  children: ReactNode;
}

/**
 * Every registry page renders through this guard: the area follows the open page, location and
 * statistics pages need a chosen building (spec §4 gate), and a page the user may not use shows 403.
 */
export const PageGuard = ({ resource, page, children }: PageGuardProps) => {
  const { buildingId } = useSession();
  const subject = useAccessSubject();
  useEffect(() => setCurrentArea(resource.area), [resource.area]);
  if (needsBuilding(resource.area) && buildingId === null) return <ApplicationGate />;
  if (!subject) return <Loading />;
  return canUsePage(subject, resource, page) ? children : <ForbiddenPage />;
};
