import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { setCurrentArea } from '../../shell/navigation/currentArea';
import { getSession, selectBuilding, updateSession } from '../../shell/session/sessionStore';
import { refreshPermissions } from '../../shell/session/startup';
import type { Building } from '../../shell/session/types';

/** The building view's path (spec §2 building-view): it shows the selected building. */
const BUILDING_VIEW_PATH = '/building/building-view';

/**
 * Opens a building from the map list: reads it, makes it the selected building (as choosing it on the
 * application page does; a platform admin may choose any), and goes to its view in the location area.
 * A building added since start-up is not in the permissions read then: they are read again first.
 */
export const useOpenBuilding = () => {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);
  const open = async (buildingId: number) => {
    setOpening(buildingId);
    try {
      const { data } = await dataProvider.getOne<Building>('building', { id: buildingId });
      const { buildings, userPermissions } = getSession();
      if (!userPermissions?.some((entry) => entry.mapId === data.id)) await refreshPermissions().catch(() => undefined);
      if (!buildings.some((b) => b.id === data.id)) updateSession({ buildings: [...buildings, data] });
      selectBuilding(data);
      setCurrentArea('location');
      navigate(BUILDING_VIEW_PATH);
    } catch {
      // The client already showed the failure.
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
};
