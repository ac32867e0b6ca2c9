import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BuildingRecord } from './types';
import { latestPublished, useBuildingVersions } from './versionQueries';

/** The building's newest published version ("v3"), or "未发布"; shares its cache with the versions tab. */
export const PublishedVersionField = () => {
  const translate = useTranslate();
  const record = useRecordContext<BuildingRecord>();
  const versions = useBuildingVersions(record?.id);
  if (!record || versions.isPending || versions.error) return null;
  const latest = latestPublished(versions.data);
  return latest === null ? (
    <Chip size="small" variant="outlined" label={translate('app.buildings.versions.unpublished')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={`v${latest}`} />
  );
};
