import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemText, Pagination, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from './dates';
import type { RoadPatch } from './types';
import { useRoadPatches } from './useRoadData';

const PAGE_SIZE = 10;

export interface PatchLine {
  status: string;
  reason: string;
  ids: string[];
}

/** A patch's changes grouped by the status and reason they set (one line for "closed 3 segments: works"). */
const patchLines = (patch: RoadPatch): PatchLine[] => {
  const lines = new Map<string, PatchLine>();
  for (const change of patch.changes) {
    const after = change.after?.properties ?? {};
    const status = typeof after.status === 'string' ? after.status : 'open';
    const reason = status === 'closed' && typeof after.statusReason === 'string' ? after.statusReason : '';
    const key = `${status}\u0000${reason}`;
    const line = lines.get(key) ?? { status, reason, ids: [] };
    line.ids.push(change.id);
    lines.set(key, line);
  }
  return [...lines.values()];
};

/** road-patch: who opened or closed which segments when, and why, newest first; a change set selects its segments. */
export const RoadHistory = ({ buildingId, onSelect }: { buildingId: number; onSelect: (ids: string[]) => void }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const patches = useRoadPatches(buildingId, page, PAGE_SIZE);
  if (patches.isPending) return <CircularProgress size={24} />;
  if (patches.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void patches.refetch()}>
            {translate('app.maps.retry')}
          </Button>
        }
      >
        {translate('app.roads.history.failed', { message: patches.error.message })}
      </Alert>
    );
  }
  const { records, total } = patches.data;
  if (records.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="history-empty">
        {translate('app.roads.history.empty')}
      </Typography>
    );
  }
  return (
    <Box data-testid="road-history">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.roads.history.hint')}
      </Typography>
      <List dense disablePadding>
        {records.map((patch) => (
          <ListItem key={patch.id} disablePadding>
            <ListItemButton
              divider
              data-testid="history-entry"
              onClick={() => onSelect(patch.changes.map((change) => change.id))}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={`${formatDateTime(patch.createdAt)} · ${patch.actorEmail || translate('app.roads.history.system')}`}
                secondary={patchLines(patch).map((line) => (
                  <Box component="span" key={`${line.status}-${line.reason}`} sx={{ display: 'block', wordBreak: 'break-all' }}>
                    <Box component="span" sx={{ color: line.status === 'closed' ? 'error.main' : 'primary.main', fontWeight: 600 }}>
                      {translate(`app.roads.history.${line.status === 'closed' ? 'closed' : 'opened'}`, { smart_count: line.ids.length })}
                    </Box>
                    {` ${line.ids.join(', ')}`}
                    {line.reason && ` — ${translate('app.roads.history.reason', { reason: line.reason })}`}
                  </Box>
                ))}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {total > PAGE_SIZE && <Pagination sx={{ mt: 1 }} size="small" count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_, value) => setPage(value)} />}
    </Box>
  );
};
