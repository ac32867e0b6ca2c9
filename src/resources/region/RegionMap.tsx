import { Suspense, useMemo } from 'react';
import { Paper } from '@mui/material';
import { MapLoadState, MapSpinner } from '../../maps/MapLoadState';
import { useLocaleState } from 'react-admin';
import type { MapPoiType } from '../../maps/types';
import { lazyView } from '../lazyView';
import { regionMapData } from './regionMap';
import type { RegionDetail } from './types';
import { useDraftMapJson } from './useRegionMap';

// MapLibre is a chunk of its own (the same one the building view loads): the list never downloads it.
const IndoorMap = lazyView(() => import('../../maps/IndoorMap'), 'IndoorMap');

const REGION_MAP_HEIGHT = 480;

const Spinner = () => <MapSpinner height={REGION_MAP_HEIGHT} />;

interface Props {
  region: RegionDetail;
  poiTypes: readonly MapPoiType[];
  /** A POI picked in the list or on the map; none outlines the region itself. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The region's level on the indoor map, framed on the region, the region tinted and outlined over its units. */
export const RegionMap = ({ region, poiTypes, selectedId, onSelect }: Props) => {
  const [locale] = useLocaleState();
  const state = useDraftMapJson(region.buildingId);
  const ready = state.status === 'ready' ? state.data : null;
  const drawn = useMemo(() => (ready ? regionMapData(ready, region) : null), [ready, region]);
  return (
    <MapLoadState state={state} height={REGION_MAP_HEIGHT}>
      {() =>
        drawn && (
          <Paper variant="outlined" sx={{ position: 'relative', height: REGION_MAP_HEIGHT, overflow: 'hidden' }}>
            <Suspense fallback={<Spinner />}>
              <IndoorMap
                data={drawn.data}
                levelId={region.levelId}
                mode="2d"
                showRoads={false}
                poiTypes={poiTypes}
                selectedId={selectedId}
                highlightId={drawn.featureId}
                onSelect={onSelect}
                english={locale !== 'zh'}
              />
            </Suspense>
          </Paper>
        )
      }
    </MapLoadState>
  );
};
