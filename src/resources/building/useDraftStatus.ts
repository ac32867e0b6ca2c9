import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../../shell/access';
import { draftStatusOf, type DraftStatus } from './draftStatus';
import { fetchPublishPreview, fetchVersions, previewKey, versionsKey } from './versionQueries';

/**
 * The draft's unpublished changes of one building. publish-preview needs EDIT_BUILDING (who may
 * publish); the others (EDIT_POI, EDIT_ROAD, VIEW_BUILDING) read building-version instead, so no
 * call is refused. Silent: the indicator says nothing rather than toasting a failure.
 */
export const useDraftStatus = (buildingId: number): { status: DraftStatus; canPublish: boolean } => {
  // From the session's grants on the selected building, not react-admin's useCanAccess: a second
  // canAccess query for building/edit kept a building's edit page loading while this bar was mounted.
  const canAccess = useAccess()?.({ codes: [['EDIT_BUILDING']] });
  const preview = useQuery({
    queryKey: previewKey(buildingId),
    queryFn: () => fetchPublishPreview(buildingId, true),
    enabled: canAccess === true,
    retry: false,
  });
  const versions = useQuery({
    queryKey: versionsKey(buildingId),
    queryFn: () => fetchVersions(buildingId, true),
    enabled: canAccess === false,
    retry: false,
  });
  return {
    status: draftStatusOf(canAccess ? preview.data : undefined, canAccess === false ? versions.data : undefined),
    canPublish: canAccess === true,
  };
};
