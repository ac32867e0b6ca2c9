import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { DataTable, List, SearchInput, SelectInput, Title, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../session/useSession';
import type { Level } from '../../session/types';
import { levelName, useBuildingLevels } from './levels';
import type { RegionRecord } from './types';
import { ChooseApplicationAlert } from '../../application/ChooseApplicationAlert';

const useFilters = (levels: readonly Level[]): ReactElement[] => [
  <SearchInput key="name" source="name" alwaysOn />,
  <SelectInput key="levelId" source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} alwaysOn />,
];

/** The selected building has no region (react-admin shows it only when no filter is set). */
const RegionEmpty = () => {
  const translate = useTranslate();
  return (
    <Box data-testid="region-empty" sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <LayersOutlinedIcon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" gutterBottom>
        {translate('app.regions.empty')}
      </Typography>
      <Typography variant="body2">{translate('app.regions.empty_hint')}</Typography>
    </Box>
  );
};

/** Reached without a chosen building (the gate normally answers first): a way to choose one, no call. */
const NoBuilding = () => {
  const translate = useTranslate();
  return (
    <Box p={2}>
      <Title title={translate('app.navigation.pages.region-list')} />
      <ChooseApplicationAlert />
    </Box>
  );
};

const BuildingRegions = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const levels = useBuildingLevels(buildingId);
  return (
    <List<RegionRecord>
      // One set of remembered filters per building: a level of another building would filter everything out.
      storeKey={`region.list.${buildingId}`}
      filter={{ buildingId }}
      filters={useFilters(levels)}
      empty={<RegionEmpty />}
      queryOptions={quiet}
      exporter={false}
      title={translate('app.navigation.pages.region-list')}
    >
      {/* The server orders by level, then id; it sorts on nothing else. */}
      <DataTable<RegionRecord> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="nameEn" disableSort render={(record) => record.nameEn ?? '—'} />
        <DataTable.Col source="levelId" disableSort render={(record) => levelName(levels, record.levelId) ?? String(record.levelId)} />
        <DataTable.Col
          source="category"
          disableSort
          render={(record) => (record.category ? translate(`app.regions.categories.${record.category}`, { _: record.category }) : '—')}
        />
        <DataTable.NumberCol source="poiCount" disableSort />
      </DataTable>
    </List>
  );
};

/** region-list (issue 5): the selected building's regions, filtered by name and level; a row opens the region. */
export const RegionList = () => {
  const { buildingId } = useSession();
  return buildingId === null ? <NoBuilding /> : <BuildingRegions key={buildingId} buildingId={buildingId} />;
};
