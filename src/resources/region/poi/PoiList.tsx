import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { poiColor } from '../../../maps/mapModel';
import { usePoiPage } from './api';
import { applyPending } from './patch';
import type { Poi, PoiTypeRecord } from './types';
import type { PoiEditor } from './usePoiEditor';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

type RowStatus = 'new' | 'changed' | 'deleted' | null;

interface Row {
  id: string;
  poi: Poi;
  status: RowStatus;
}

const typeLabel = (types: readonly PoiTypeRecord[], id: number | null, english: boolean): string | null => {
  const type = types.find((candidate) => candidate.id === id);
  return type ? (english && type.nameEn) || type.name : null;
};

const PoiRow = ({ row, selected, types, onSelect }: { row: Row; selected: boolean; types: readonly PoiTypeRecord[]; onSelect: (id: string) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const { poi, status } = row;
  const deleted = status === 'deleted';
  return (
    <ListItem disablePadding>
      <ListItemButton
        ref={ref}
        dense
        selected={selected}
        disabled={deleted}
        onClick={() => onSelect(poi.id)}
        data-testid="poi-row"
        data-poi-id={poi.id}
        data-status={status ?? undefined}
        sx={{ gap: 1, borderLeft: 3, borderColor: selected ? 'primary.main' : 'transparent' }}
      >
        <Box
          component="span"
          sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: poiColor(poi.poiTypeId, types), opacity: poi.visible ? 1 : 0.4 }}
        />
        <ListItemText
          primary={poi.name}
          secondary={[poi.nameEn, typeLabel(types, poi.poiTypeId, locale !== 'zh')].filter(Boolean).join(' · ') || undefined}
          slotProps={{ primary: { noWrap: true, sx: { textDecoration: deleted ? 'line-through' : undefined } }, secondary: { noWrap: true } }}
          sx={{ minWidth: 0, my: 0 }}
        />
        {status && (
          <Chip
            size="small"
            variant="outlined"
            color={status === 'deleted' ? 'error' : status === 'new' ? 'success' : 'warning'}
            label={translate(`app.pois.status.${status}`)}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
};

/** The level's POIs beside the map (poi/page): search by name, filter by type; a row selects on the map and back. */
export const PoiList = ({ editor, types }: { editor: PoiEditor; types: readonly PoiTypeRecord[] }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [poiTypeId, setPoiTypeId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const { buildingId, levelId, pending, selectedId, pois } = editor;
  useEffect(() => {
    const timer = setTimeout(() => setName(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => setPage(1), [name, poiTypeId, levelId]);
  const query = usePoiPage(buildingId, { levelId, page, size: PAGE_SIZE, name, poiTypeId });
  const records = query.data?.records ?? [];
  const shown = new Set(records.map((record) => record.id));
  const rows: Row[] = records.map((record) => {
    const entry = pending.get(record.id);
    return { id: record.id, poi: applyPending(record, entry) ?? record, status: entry?.op === 'delete' ? 'deleted' : entry ? 'changed' : null };
  });
  // New POIs of the level first, and the selection when this page does not hold it.
  const pinned: Row[] = pois
    .filter((poi) => !shown.has(poi.id) && (pending.get(poi.id)?.op === 'add' || poi.id === selectedId))
    .map((poi) => ({ id: poi.id, poi, status: pending.get(poi.id)?.op === 'add' ? 'new' : pending.has(poi.id) ? 'changed' : null }));
  const total = query.data?.total ?? 0;
  const filtered = name.trim() !== '' || poiTypeId !== null;
  return (
    <Stack spacing={1} sx={{ height: '100%', minHeight: 0 }} component="section" aria-label={translate('app.pois.list.title')}>
      <TextField size="small" label={translate('app.pois.list.search')} value={search} onChange={(event) => setSearch(event.target.value)} type="search" />
      <TextField
        size="small"
        select
        label={translate('app.pois.list.type')}
        value={poiTypeId ?? ''}
        onChange={(event) => setPoiTypeId(event.target.value === '' ? null : Number(event.target.value))}
      >
        <MenuItem value="">{translate('app.pois.list.all_types')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
      {query.error && <Alert severity="error">{translate('app.pois.list.error', { message: query.error.message })}</Alert>}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <List disablePadding data-testid="poi-list">
          {[...pinned, ...rows].map((row) => (
            <PoiRow key={row.id} row={row} selected={row.id === selectedId} types={types} onSelect={editor.select} />
          ))}
        </List>
        {query.isSuccess && rows.length === 0 && pinned.length === 0 && (
          <Box sx={{ p: 2, color: 'text.secondary' }} data-testid="poi-list-empty">
            <Typography variant="body2">{translate(filtered ? 'app.pois.list.no_match' : 'app.pois.list.empty')}</Typography>
            {!filtered && <Typography variant="caption">{translate('app.pois.list.empty_hint')}</Typography>}
          </Box>
        )}
      </Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="caption" color="text.secondary" data-testid="poi-total">
          {translate('app.pois.list.total', { smart_count: total })}
        </Typography>
        {total > PAGE_SIZE && (
          <Pagination size="small" siblingCount={0} count={Math.ceil(total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />
        )}
      </Stack>
    </Stack>
  );
};
