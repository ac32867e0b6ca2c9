import { useEffect, useMemo, useRef } from 'react';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { Loading, Title, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { needsBuilding } from '../../access';
import { AREA_INDEX } from '../../areas';
import { getCurrentArea } from '../../navigation/currentArea';
import { selectBuilding, updateSession } from '../../session/sessionStore';
import { refreshPermissions } from '../../session/startup';
import type { Building } from '../../session/types';
import { useSession } from '../../session/useSession';
import { BuildingCard } from './BuildingCard';
import { usableBuildings } from './usableBuildings';

/** Spec §2 `/application`: choose the building (and so the app) to work on; it is remembered (spec §4). */
export const ApplicationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { buildingId, userPermissions } = useSession();
  const { data, isPending } = useGetList<Building>('building', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
  });
  const buildings = useMemo(() => usableBuildings(data ?? [], userPermissions), [data, userPermissions]);
  useEffect(() => {
    if (data) updateSession({ buildings });
  }, [data, buildings]);
  // A building added or imported since start-up is not in the permissions read then: read them again.
  const unknown = useMemo(() => (data && userPermissions ? data.some((b) => !userPermissions.some((p) => p.mapId === b.id)) : false), [data, userPermissions]);
  const refreshed = useRef(false);
  useEffect(() => {
    if (!unknown || refreshed.current) return;
    refreshed.current = true;
    refreshPermissions().catch(() => undefined);
  }, [unknown]);

  /**
   * Spec §2/§4: the chosen building opens location (or statistics, if that was the area) at its entry, which selects
   * the area and opens its landing page once the session's permissions are known.
   */
  const choose = (building: Building) => {
    selectBuilding(building);
    navigate(AREA_INDEX[needsBuilding(getCurrentArea()) ? getCurrentArea() : 'location']);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.application.title')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.application.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.application.subtitle')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : buildings.length === 0 ? (
        <Alert severity="info">{translate('app.application.empty')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {buildings.map((building) => (
            <Grid key={building.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <BuildingCard building={building} current={building.id === buildingId} onChoose={choose} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
};
