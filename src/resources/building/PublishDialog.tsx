import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { mapApi } from '#contract/endpoints/map';
import { call } from '../../dataProvider/httpClient';
import { mapJsonKey } from '../../maps/useMapJson';
import { useFeatureTypeLabel } from './featureTypes';
import type { ChangeCounts } from './types';
import { fetchPublishPreview, previewKey, refreshDraftStatus } from './versionQueries';

const KINDS: readonly (keyof ChangeCounts)[] = ['added', 'changed', 'removed'];
const COLORS = { added: 'success', changed: 'info', removed: 'error' } as const;

interface PublishDialogProps {
  buildingId: number;
  open: boolean;
  onClose: () => void;
}

/** Issue 5: publishing asks first, showing what the draft changes (added, changed, removed features, per type). */
export const PublishDialog = ({ buildingId, open, onClose }: PublishDialogProps) => {
  const translate = useTranslate();
  const typeLabel = useFeatureTypeLabel();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const preview = useQuery({
    queryKey: previewKey(buildingId),
    queryFn: () => fetchPublishPreview(buildingId),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const data = preview.data;
  const total = data ? KINDS.reduce((sum, kind) => sum + data.changes[kind], 0) : 0;
  const types = Object.entries(data?.byType ?? {}).filter(([, counts]) => KINDS.some((kind) => counts[kind] > 0));

  const publish = async () => {
    setPublishing(true);
    try {
      const result = await call(mapApi.publish, { body: { buildingId } });
      notify('app.buildings.publish.done', { type: 'success', messageArgs: { version: result.version } });
      // The published map is now this version (exact: the draft, which editors may be drawing, did not change).
      await Promise.all([refreshDraftStatus(queryClient, buildingId), queryClient.invalidateQueries({ queryKey: mapJsonKey(buildingId), exact: true })]);
      onClose();
    } catch {
      // The client toasted the refusal; the dialog stays open to retry or cancel.
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Dialog open={open} onClose={publishing ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="publish-title">
      <DialogTitle id="publish-title">{translate('app.buildings.publish.title')}</DialogTitle>
      {(preview.isFetching || publishing) && <LinearProgress />}
      <DialogContent data-testid="publish-preview">
        {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
        {data && (
          <>
            <Typography gutterBottom>{translate('app.buildings.publish.intro', { version: data.nextVersion })}</Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1 }}>
              {KINDS.map((kind) => (
                <Chip
                  key={kind}
                  color={COLORS[kind]}
                  variant="outlined"
                  label={`${translate(`app.buildings.changes.${kind}`)} ${data.changes[kind]}`}
                  data-testid={`publish-${kind}`}
                />
              ))}
            </Stack>
            {total === 0 && <Alert severity="info">{translate('app.buildings.publish.no_changes')}</Alert>}
            {types.length > 0 && (
              <Table size="small" aria-label={translate('app.buildings.publish.by_type')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.buildings.publish.type')}</TableCell>
                    {KINDS.map((kind) => (
                      <TableCell key={kind} align="right">
                        {translate(`app.buildings.changes.${kind}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {types.map(([type, counts]) => (
                    <TableRow key={type}>
                      <TableCell>{typeLabel(type)}</TableCell>
                      {KINDS.map((kind) => (
                        <TableCell key={kind} align="right">
                          {counts[kind]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={publishing}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void publish()} disabled={!data || publishing}>
          {translate('app.buildings.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
