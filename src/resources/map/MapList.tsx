import type { ReactElement } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { BooleanInput, DataTable, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import type { MapRowDto } from '#contract/schemas/mapList';
import { quiet } from '../../dataProvider/quiet';
import { EmptyState } from '../../shell/layout/EmptyState';
import { ClearFiltersButton } from '../shared/ClearFiltersButton';
import { ListLoadError, ListPagination } from '../shared/ListLoadError';
import { useCompanyChoices } from '../admin/lookups';
import { AppGroupFilter } from '../app-group/AppGroupFilter';
import { DraftCell, LastPublished, Size } from './MapCells';
import { MapRowActions } from './MapRowActions';
import { useOpenBuilding } from './useOpenBuilding';

const useFilters = (): ReactElement[] => {
  const translate = useTranslate();
  const companies = useCompanyChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.mapList.search')} sx={{ minWidth: 240 }} />,
    <SelectInput key="companyId" source="companyId" choices={companies} alwaysOn sx={{ minWidth: 200 }} />,
    <AppGroupFilter key="appGroupId" source="appGroupId" alwaysOn />,
    // Off means every map (not "only maps without changes"): an empty value drops the filter rather than sending false.
    <BooleanInput
      key="unpublished"
      source="unpublished"
      label="app.mapList.unpublished_only"
      alwaysOn
      parse={(checked: boolean) => (checked ? true : '')}
      format={(value: unknown) => value === true}
      sx={{ mb: 1 }}
    />,
  ];
};

/** No building at all (no filter set). */
const noMaps = <EmptyState icon={MapOutlinedIcon} title="app.mapList.empty_title" text="app.mapList.empty_body" testId="map-list-empty" />;

/** Filters that match nothing, with the way back. */
const noMatch = <EmptyState text="app.mapList.no_match" actions={<ClearFiltersButton label="app.mapList.clear_filters" />} testId="map-list-no-match" />;

/** 地图列表 (spec §2 /map, issue 16): every building's map across companies; open one in the building view, or export it as IMDF. */
export const MapList = () => {
  const translate = useTranslate();
  const { open, opening } = useOpenBuilding();
  // Below 1200 px the counts give way, so the state, publication, size and actions fit without scrolling.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <List<MapRowDto>
      filters={useFilters()}
      actions={<TopToolbar />}
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      empty={noMaps}
      error={<ListLoadError message="app.mapList.error" retry="app.mapList.retry" testId="map-list-error" />}
      pagination={<ListPagination />}
      title={translate('app.navigation.pages.map-list')}
    >
      <DataTable<MapRowDto>
        bulkActionButtons={false}
        rowClick={false}
        empty={noMatch}
        sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td': { verticalAlign: 'top' } }}
      >
        <DataTable.Col<MapRowDto>
          source="name"
          cellSx={() => ({ whiteSpace: 'normal', minWidth: 120, maxWidth: 260, overflowWrap: 'anywhere' })}
          render={(row) => <Box sx={{ fontWeight: 500 }}>{row.buildingName}</Box>}
        />
        <DataTable.Col<MapRowDto> source="company" render={(row) => row.companyName} />
        {wide && <DataTable.NumberCol source="levels" disableSort />}
        {wide && <DataTable.NumberCol source="features" disableSort />}
        <DataTable.Col<MapRowDto> source="updated" sortByOrder="DESC" render={(row) => <DraftCell row={row} />} />
        {wide && <DataTable.NumberCol source="publishedVersions" disableSort />}
        <DataTable.Col<MapRowDto> source="lastPublished" sortByOrder="DESC" render={(row) => <LastPublished row={row} />} />
        <DataTable.Col<MapRowDto> source="size" sortByOrder="DESC" align="right" render={(row) => <Size bytes={row.size} />} />
        <DataTable.Col
          source="actions"
          label=""
          disableSort
          render={(row: MapRowDto) => <MapRowActions onOpen={(id) => void open(id)} opening={opening === row.buildingId} />}
        />
      </DataTable>
    </List>
  );
};
