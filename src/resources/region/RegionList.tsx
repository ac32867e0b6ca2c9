import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { DataTable, List, SearchInput, SelectInput, Title, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { EmptyState } from '../../shell/layout/EmptyState';
import { useSession } from '../../shell/session/useSession';
import type { Level } from '../../shell/session/types';
import { levelName, useBuildingLevels } from './levels';
import type { RegionRecord } from './types';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';

const useFilters = (levels: readonly Level[]): ReactElement[] => [
  <SearchInput key="name" source="name" alwaysOn />,
  <SelectInput key="levelId" source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} alwaysOn />,
];

/** The selected building has no region (react-admin shows it only when no filter is set). */
const regionEmpty = <EmptyState icon={LayersOutlinedIcon} title="app.regions.empty" text="app.regions.empty_hint" testId="region-empty" />;

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
      empty={regionEmpty}
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
