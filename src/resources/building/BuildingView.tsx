import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { BuildingMap } from '../../maps/BuildingMap';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import type { Building } from '../../session/types';
import { DraftStatusBar } from './DraftStatusBar';
import { LevelTable } from './LevelTable';
import { VersionToggle, type ShownVersion } from './VersionToggle';
import { ChooseApplicationAlert } from '../../application/ChooseApplicationAlert';

/**
 * Spec §2 building preview (/building/building-view): the selected building's indoor map, published or
 * (`?version=draft`) the draft, what the draft holds unpublished, then its floors.
 */
export const BuildingView = () => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  const [search, setSearch] = useSearchParams();
  const shown: ShownVersion = search.get('version') === 'draft' ? 'draft' : 'published';
  const { data, isPending, error } = useGetOne<Building>('building', { id: buildingId ?? 0 }, { enabled: buildingId !== null });
  const title = <Title title={translate('app.menu.building_view')} />;
  if (buildingId !== null && isPending) return <Loading />;
  if (buildingId === null || error || !data) {
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
      <DraftStatusBar buildingId={data.id} />
      <Card>
        <CardHeader
          title={<span data-testid="building-name">{data.name}</span>}
          subheader={[data.appName, data.companyName, data.address].filter(Boolean).join(' · ')}
          action={<VersionToggle value={shown} onChange={(next) => setSearch(next === 'draft' ? { version: 'draft' } : {}, { replace: true })} />}
          sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
        />
        <CardContent>
          <BuildingMap buildingId={data.id} version={shown === 'draft' ? 'draft' : undefined} />
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>
            {translate('app.building.levels', { smart_count: data.levels.length })}
          </Typography>
          <LevelTable levels={data.levels} />
        </CardContent>
      </Card>
    </Box>
  );
};
