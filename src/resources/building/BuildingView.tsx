import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { BuildingMap } from '../../maps/BuildingMap';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../shell/session/useSession';
import type { Building } from '../../shell/session/types';
import { DraftStatusBar } from './DraftStatusBar';
import { LevelTable } from './LevelTable';
import { VersionToggle, type ShownVersion } from './VersionToggle';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';

/**
 * Spec §2 building preview (/building/building-view): the selected building's indoor map, published or
 * (`?version=draft`) the draft, what the draft holds unpublished, then its floors. The map is read while the
 * building is (issue 19: side by side, not one after the other).
 */
export const BuildingView = () => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  const [search, setSearch] = useSearchParams();
  const shown: ShownVersion = search.get('version') === 'draft' ? 'draft' : 'published';
  const { data, isPending, error } = useGetOne<Building>('building', { id: buildingId ?? 0 }, { enabled: buildingId !== null });
  const title = <Title title={translate('app.menu.building_view')} />;
  if (buildingId === null || error || (!isPending && !data)) {
    return (
      <Box p={2}>
        {title}
        <ChooseApplicationAlert />
      </Box>
    );
  }
  return (
    <Box p={2}>
      {title}
      <DraftStatusBar buildingId={buildingId} />
      <Card>
        <CardHeader
          title={data ? <span data-testid="building-name">{data.name}</span> : <Skeleton width={200} />}
          subheader={data ? [data.appName, data.companyName, data.address].filter(Boolean).join(' · ') : <Skeleton width={300} />}
          action={<VersionToggle value={shown} onChange={(next) => setSearch(next === 'draft' ? { version: 'draft' } : {}, { replace: true })} />}
          sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
        />
        <CardContent>
          <BuildingMap buildingId={buildingId} version={shown === 'draft' ? 'draft' : undefined} />
        </CardContent>
      </Card>
      {data && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {translate('app.building.levels', { smart_count: data.levels.length })}
            </Typography>
            <LevelTable levels={data.levels} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
