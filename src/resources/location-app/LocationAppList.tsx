import { Chip, Stack } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import type { AppRow } from '#contract/schemas/app';
import { quiet } from '../../dataProvider/quiet';
import { AppGroupFilter } from '../app-group/AppGroupFilter';
import { useCompanies } from './lookups';

const useFilters = () => {
  const translate = useTranslate();
  const { data: companies = [] } = useCompanies();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.apps.search')} sx={{ minWidth: 240 }} />,
    <SelectInput key="companyId" source="companyId" choices={companies} alwaysOn sx={{ minWidth: 200 }} />,
    <AppGroupFilter key="appGroupId" source="appGroupId" alwaysOn />,
    <SelectInput
      key="enabled"
      source="enabled"
      choices={[
        { id: 'true', name: translate('app.apps.enabled') },
        { id: 'false', name: translate('app.apps.disabled') },
      ]}
      alwaysOn
    />,
  ];
};

const Platforms = ({ record }: { record: AppRow }) => {
  const translate = useTranslate();
  if (!record.platforms.length) return <>—</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.platforms.map((p) => (
        <Chip key={p} size="small" variant="outlined" label={translate(`app.apps.platform.${p}`)} />
      ))}
    </Stack>
  );
};

/** 定位应用列表 (spec §2 location-app-list, issue 16): every company's apps, filtered by company, text and state. */
export const LocationAppList = () => {
  const translate = useTranslate();
  return (
    <List<AppRow>
      filters={useFilters()}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
    >
      <DataTable<AppRow> bulkActionButtons={false} rowClick="edit" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <DataTable.Col source="name" />
        <DataTable.Col source="appCode" cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.Col source="companyName" />
        <DataTable.NumberCol source="buildingCount" disableSort />
        <DataTable.Col<AppRow> source="platforms" disableSort render={(record) => <Platforms record={record} />} />
        <DataTable.Col<AppRow>
          source="enabled"
          disableSort
          render={(record) => (
            <Chip size="small" color={record.enabled ? 'success' : 'default'} label={translate(record.enabled ? 'app.apps.enabled' : 'app.apps.disabled')} />
          )}
        />
        <DataTable.NumberCol source="keyCount" disableSort />
        <DataTable.Col<AppRow>
          source="shipped"
          disableSort
          render={(record) => (
            <Chip
              size="small"
              variant="outlined"
              color={record.shipped ? 'primary' : 'default'}
              label={translate(record.shipped ? 'app.apps.shipped' : 'app.apps.not_shipped')}
            />
          )}
        />
      </DataTable>
    </List>
  );
};
