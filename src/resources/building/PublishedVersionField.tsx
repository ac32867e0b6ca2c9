import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Building } from '../../shell/session/types';

/** The building's newest published version ("v3", from the page row), or "未发布". */
export const PublishedVersionField = () => {
  const translate = useTranslate();
  const record = useRecordContext<Building>();
  if (!record || record.publishedVersion === undefined) return null;
  return record.publishedVersion === null ? (
    <Chip size="small" variant="outlined" label={translate('app.buildings.versions.unpublished')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={`v${record.publishedVersion}`} />
  );
};
