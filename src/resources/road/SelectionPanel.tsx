import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslate } from 'react-admin';
import type { MapLevel } from '../../maps/types';
import { CloseReasonDialog } from './CloseReasonDialog';
import { categoryText, closedByText, levelText, openedByText } from './segmentText';
import type { RoadFeature } from './types';
import { useTimeTasks } from './useRoadData';
import { segmentsToChange, useRoadSave } from './useRoadSave';

interface Props {
  buildingId: number;
  revision: number | undefined;
  roads: readonly RoadFeature[];
  levels: readonly MapLevel[];
  selection: readonly string[];
  onSelection: (ids: string[]) => void;
}

const StatusChip = ({ feature }: { feature: RoadFeature }) => {
  const translate = useTranslate();
  const closed = feature.properties.effectiveStatus === 'closed';
  return (
    <Chip
      size="small"
      color={closed ? 'error' : 'primary'}
      variant={closed ? 'filled' : 'outlined'}
      label={translate(closed ? 'app.roads.status.closed' : 'app.roads.status.open')}
      data-testid="segment-status"
    />
  );
};

/** The selected segments (id, kind, level, status and why closed) with 关闭 / 开放 applied to all of them now. */
export const SelectionPanel = ({ buildingId, revision, roads, levels, selection, onSelection }: Props) => {
  const translate = useTranslate();
  const { save, saving } = useRoadSave(buildingId, revision);
  const [asking, setAsking] = useState(false);
  const selected = useMemo(() => {
    const byId = new Map(roads.map((feature) => [feature.id, feature]));
    return selection.map((id) => byId.get(id)).filter((feature): feature is RoadFeature => feature !== undefined);
  }, [roads, selection]);
  const toClose = segmentsToChange(selected, selection, 'closed');
  const toOpen = segmentsToChange(selected, selection, 'open');
  const [now] = useState(() => new Date());
  const tasks = useTimeTasks(buildingId, now);
  const taskNames = useMemo(() => new Map((tasks.data?.records ?? []).map((task) => [task.id, task.name])), [tasks.data]);
  const heldByTask = selected.some((feature) => feature.properties.closedBy?.some((entry) => entry.kind === 'task'));

  if (selected.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="selection-empty">
        {translate('app.roads.selection.hint')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="selection-panel">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">{translate('app.roads.selection.count', { smart_count: selected.length })}</Typography>
        <Button size="small" onClick={() => onSelection([])}>
          {translate('app.roads.selection.clear')}
        </Button>
      </Stack>
      <List dense disablePadding sx={{ maxHeight: 300, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {selected.map((feature) => (
          <ListItem
            key={feature.id}
            divider
            data-testid="selected-segment"
            data-id={feature.id}
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={translate('app.roads.selection.remove', { id: feature.id })}
                onClick={() => onSelection(selection.filter((id) => id !== feature.id))}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                    {feature.id}
                  </Box>
                  <StatusChip feature={feature} />
                </Box>
              }
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {[categoryText(translate, feature), levelText(levels, feature)].filter(Boolean).join(' · ')}
                  </Box>
                  {(feature.properties.closedBy ?? []).map((entry, index) => (
                    <Box component="span" key={index} sx={{ display: 'block', color: 'error.main' }} data-testid="closed-by">
                      {closedByText(translate, entry, feature, taskNames)}
                    </Box>
                  ))}
                  {(feature.properties.openedBy ?? []).map((entry) => (
                    <Box component="span" key={entry.taskId} sx={{ display: 'block', color: 'primary.main' }} data-testid="opened-by">
                      {openedByText(translate, entry, taskNames)}
                    </Box>
                  ))}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {heldByTask && <Alert severity="info">{translate('app.roads.selection.task_note')}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="error" disabled={toClose.length === 0 || saving} onClick={() => setAsking(true)}>
          {translate('app.roads.selection.close', { smart_count: toClose.length })}
        </Button>
        <Button variant="contained" disabled={toOpen.length === 0 || saving} onClick={() => void save(toOpen, 'open')}>
          {translate('app.roads.selection.open', { smart_count: toOpen.length })}
        </Button>
      </Stack>
      <CloseReasonDialog
        open={asking}
        count={toClose.length}
        saving={saving}
        onCancel={() => setAsking(false)}
        onConfirm={(reason) =>
          void save(toClose, 'closed', reason).then((outcome) => {
            if (outcome !== 'failed') setAsking(false);
          })
        }
      />
    </Stack>
  );
};
