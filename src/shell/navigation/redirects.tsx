import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { Navigate, generatePath, useLocation, useParams } from 'react-router-dom';
import { landingPath } from './landing';
import type { Area, ResourceDeclaration } from '../../resources/types';
import { useSession } from '../session/useSession';
import { canUsePage, needsBuilding, useAccessSubject } from '../access';
import { pagePath } from './pages';
import { ApplicationGate } from './ApplicationGate';
import { setCurrentArea } from './currentArea';
import { ForbiddenPage } from './ForbiddenPage';

/** A spec path (e.g. /role/role-edit/:id) opening its canonical page with the same parameters and query. */
export const LegacyRedirect = ({ to }: { to: string }) => {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}`} replace />;
};

/** A section path no view serves (e.g. /road): its first usable visible page, else 403. */
export const SectionRedirect = ({ resource }: { resource: ResourceDeclaration }) => {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  const first = resource.pages.find((page) => !page.hidden && !pagePath(resource, page).includes(':') && canUsePage(subject, resource, page));
  return first ? <Navigate to={pagePath(resource, first)} replace /> : <ForbiddenPage />;
};

/** An area's index value (/location, /statistics, /platform, /help): select the area and open its landing. */
export const AreaEntry = ({ area }: { area: Area }) => {
  const subject = useAccessSubject();
  const { buildingId } = useSession();
  const gated = needsBuilding(area) && buildingId === null;
  useEffect(() => {
    if (!gated) setCurrentArea(area);
  }, [area, gated]);
  if (gated) return <ApplicationGate />;
  if (!subject) return <Loading />;
  return <Navigate to={landingPath(area, subject.adminType, subject.permissions)} replace />;
};
