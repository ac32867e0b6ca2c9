import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, TextInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TRACK_LIMITS } from '#contract/endpoints/tracks';
import type { TrackSummary } from '#contract/schemas/tracks';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { ApiError } from '../../dataProvider/ApiError';
import { quiet } from '../../dataProvider/quiet';
import { useBuildingLevels } from '../region/levels';
import { formatDuration, formatMetres } from './format';
import { trackingPath } from './paths';

/** The registry's resource whose `page` call lists tracks (declared in ./index.ts). */
export const TRACK_RESOURCE = 'statistics-location';

/** A refused filter (a range too long, past the retention period): the server's messages, field by field. */
const FilterError = () => {
  const translate = useTranslate();
  const { error } = useListContext<TrackSummary>();
  if (!error) return null;
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <Alert severity="error" sx={{ mx: 2, mt: 1 }} data-testid="track-list-error">
      {fields.length
        ? fields.map((f) => `${translate(`resources.statistics-location.fields.${f.field}`, { _: f.field })}: ${f.message}`).join(' ')
        : error.message}
    </Alert>
  );
};

/** The server caps the count: past it, the list says so. */
const MoreNote = () => {
  const translate = useTranslate();
  const { total, data } = useListContext<TrackSummary>();
  if (!data || (total ?? 0) < TRACK_LIMITS.countUpTo) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
      {translate('app.tracks.more', { n: TRACK_LIMITS.countUpTo.toLocaleString() })}
    </Alert>
  );
};

const BuildingTracks = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const navigate = useNavigate();
  const levels = useBuildingLevels(buildingId);
  const filters = [
    // Empty: the building's last seven days (the server's default).
    <DateInput key="from" source="from" alwaysOn sx={{ width: 170 }} />,
    <DateInput key="to" source="to" alwaysOn sx={{ width: 170 }} />,
    <SelectInput key="levelId" source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} alwaysOn />,
    <TextInput key="userId" source="userId" alwaysOn resettable sx={{ width: 220 }} />,
  ];
  return (
    <List<TrackSummary>
      resource={TRACK_RESOURCE}
      storeKey={`tracks.list.${buildingId}`}
      filter={{ buildingId }}
      filters={filters}
      sort={{ field: 'startedAt', order: 'DESC' }}
      queryOptions={quiet}
      exporter={false}
      actions={false}
      title={translate('app.navigation.pages.track-list')}
      disableSyncWithLocation={false}
      empty={false}
    >
      <FilterError />
      <MoreNote />
      <DataTable<TrackSummary>
        bulkActionButtons={false}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('app.tracks.empty')}
          </Typography>
        }
        rowClick={(_, __, record) => (navigate(trackingPath(String(record.id))), false)}
      >
        <DataTable.Col source="startedAt" render={(r) => r.startedLocal} />
        <DataTable.Col source="userId" disableSort cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.Col source="platform" disableSort render={(r) => translate(`app.statistics.values.platform.${r.platform}`, { _: r.platform })} />
        <DataTable.Col source="durationSec" disableSort render={(r) => formatDuration(r.durationSec, locale)} />
        <DataTable.Col source="distance" disableSort render={(r) => formatMetres(r.distance, locale)} />
        <DataTable.Col
          source="levels"
          disableSort
          render={(r) => (
            <Stack direction="row" spacing={0.5}>
              {r.levels.map((l: TrackSummary['levels'][number]) => (
                <Chip key={l.id} size="small" variant="outlined" label={l.name} />
              ))}
            </Stack>
          )}
        />
        <DataTable.NumberCol source="events" disableSort />
      </DataTable>
    </List>
  );
};

/** 轨迹列表 (spec §2 /location track-list, issue 15): the app sessions started in the building, newest first; a row plays it back. */
export const TrackListPage = () => {
  const translate = useTranslate();
  return (
    <BuildingPage title="app.navigation.pages.track-list" testId="track-list-page">
      {(buildingId) => (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.tracks.intro')}
          </Typography>
          <BuildingTracks buildingId={buildingId} />
        </Box>
      )}
    </BuildingPage>
  );
};
