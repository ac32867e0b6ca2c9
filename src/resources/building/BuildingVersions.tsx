import { useState } from 'react';
import PublishIcon from '@mui/icons-material/Publish';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ExportButton } from './ExportButton';
import { PublishDialog } from './PublishDialog';
import type { Building } from '../../shell/session/types';
import { useBuildingVersions } from './versionQueries';
import { VersionCounts } from './VersionCounts';

const useDate = () => {
  const [locale] = useLocaleState();
  return (value: string | null) => (value ? new Date(value).toLocaleString(locale) : '—');
};

/** The edit page's second tab (issue 5): the draft, the published versions, publishing and IMDF export. */
export const BuildingVersions = () => {
  const translate = useTranslate();
  const date = useDate();
  const record = useRecordContext<Building>();
  const versions = useBuildingVersions(record?.id);
  const [publishing, setPublishing] = useState(false);
  if (!record) return null;
  const draft = versions.data?.find((v) => v.status === 'draft');
  const published = (versions.data ?? []).filter((v) => v.status === 'published').sort((a, b) => (b.version ?? 0) - (a.version ?? 0));
  return (
    <Box sx={{ p: 2 }} data-testid="building-versions">
      <Box sx={{ height: 4 }}>{versions.isFetching && <LinearProgress />}</Box>
      {versions.error && <Alert severity="error">{versions.error.message}</Alert>}
      {draft && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="draft-version">
          <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} spacing={1}>
            <Box>
              <Typography variant="subtitle1" fontWeight={600}>
                {translate('app.buildings.versions.draft', { revision: draft.revision })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {draft.updatedBy
                  ? translate('app.buildings.versions.saved', { who: draft.updatedBy, when: date(draft.updatedAt) })
                  : translate('app.buildings.versions.saved_at', { when: date(draft.updatedAt) })}
              </Typography>
              <VersionCounts counts={draft.counts} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <ExportButton buildingId={record.id} buildingName={record.name} version="draft" />
              <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setPublishing(true)}>
                {translate('app.buildings.publish.button')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      <Typography variant="subtitle1" fontWeight={600} gutterBottom>
        {translate('app.buildings.versions.published')}
      </Typography>
      {versions.isSuccess && published.length === 0 ? (
        <Typography color="text.secondary">{translate('app.buildings.versions.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.buildings.versions.published')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.buildings.versions.number')}</TableCell>
              <TableCell>{translate('app.buildings.versions.published_at')}</TableCell>
              <TableCell>{translate('app.buildings.versions.published_by')}</TableCell>
              <TableCell>{translate('app.buildings.versions.counts')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {published.map((v) => (
              <TableRow key={v.id} data-testid="published-version">
                <TableCell>{`v${v.version}`}</TableCell>
                <TableCell>{date(v.publishedAt)}</TableCell>
                <TableCell>{v.publishedBy ?? '—'}</TableCell>
                <TableCell>
                  <VersionCounts counts={v.counts} />
                </TableCell>
                <TableCell align="right">
                  {v.version !== null && <ExportButton buildingId={record.id} buildingName={record.name} version={v.version} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PublishDialog buildingId={record.id} open={publishing} onClose={() => setPublishing(false)} />
    </Box>
  );
};
