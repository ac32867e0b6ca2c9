import { useEffect, useState } from 'react';
import { Alert, Box, Chip, CircularProgress, Divider, Drawer, FormControlLabel, IconButton, Pagination, Stack, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useTranslate } from 'react-admin';
import { usePoiHistory } from './api';
import { describeChange, type ChangeLine } from './historyModel';
import { isNewId } from './patch';
import type { PoiPatchRecord } from './types';

const PAGE_SIZE = 10;
const WIDTH = 420;

const Line = ({ line }: { line: ChangeLine }) => {
  const translate = useTranslate();
  return (
    <Box component="li" data-testid="history-change" data-poi-id={line.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 0.25 }}>
      <Typography variant="body2" fontWeight={600} component="span" sx={{ mr: 0.5 }}>
        {line.name}
      </Typography>
      {line.kinds.map((kind) => (
        <Chip
          key={kind}
          size="small"
          variant="outlined"
          color={kind === 'added' ? 'success' : kind === 'deleted' ? 'error' : 'default'}
          label={translate(`app.pois.history.kinds.${kind}`)}
        />
      ))}
      {line.renamed && (
        <Typography variant="caption" color="text.secondary" component="span">
          {translate('app.pois.history.renamed', { from: line.renamed.from, to: line.renamed.to })}
        </Typography>
      )}
    </Box>
  );
};

const Patch = ({ record, locale }: { record: PoiPatchRecord; locale: string }) => {
  const translate = useTranslate();
  const lines = record.changes.map(describeChange);
  return (
    <Box component="article" data-testid="history-patch" sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography variant="body2" fontWeight={600} sx={{ flex: 1, minWidth: 0 }} noWrap title={record.actorEmail}>
          {record.actorEmail || translate('app.pois.history.unknown_actor')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {new Date(record.createdAt).toLocaleString(locale)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.pois.history.revision', { revision: record.revision, smart_count: record.changes.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
        {lines.map((line, index) => (
          <Line key={`${line.id}-${index}`} line={line} />
        ))}
      </Box>
    </Box>
  );
};

interface Props {
  open: boolean;
  onClose: () => void;
  buildingId: number;
  /** The selected POI (saved ones only can be filtered on); its name labels the filter. */
  selected: { id: string; name: string } | null;
}

/** 修改记录: the poi-patch history, newest first: who, when, and per POI what changed; filterable to the selected POI. */
export const PoiHistoryDrawer = ({ open, onClose, buildingId, selected }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const [onlySelected, setOnlySelected] = useState(false);
  const filterable = selected !== null && !isNewId(selected.id);
  const featureId = onlySelected && filterable ? selected.id : null;
  useEffect(() => setPage(1), [featureId]);
  const query = usePoiHistory(buildingId, page, PAGE_SIZE, featureId, open);
  const total = query.data?.total ?? 0;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: WIDTH } } } }}>
      <Stack sx={{ height: '100%' }} data-testid="poi-history">
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.pois.history.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ px: 2 }}>
          <FormControlLabel
            control={
              <Switch size="small" checked={onlySelected && filterable} disabled={!filterable} onChange={(event) => setOnlySelected(event.target.checked)} />
            }
            label={filterable ? translate('app.pois.history.only_selected', { name: selected.name }) : translate('app.pois.history.select_to_filter')}
          />
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflow: 'auto', px: 2 }}>
          {query.isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress size={28} />
            </Box>
          )}
          {query.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('app.pois.history.error', { message: query.error.message })}
            </Alert>
          )}
          {query.isSuccess && query.data.records.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="history-empty">
              {translate('app.pois.history.empty')}
            </Typography>
          )}
          {query.data?.records.map((record, index) => (
            <Box key={record.id}>
              {index > 0 && <Divider />}
              <Patch record={record} locale={locale} />
            </Box>
          ))}
        </Box>
        {total > PAGE_SIZE && (
          <Stack alignItems="center" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Pagination size="small" count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
};
