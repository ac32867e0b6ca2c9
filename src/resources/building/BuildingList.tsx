import type { ReactElement } from 'react';
import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useCompanyChoices, useIsPlatform } from '../admin/lookups';
import { ImportButton } from './ImportButton';
import { BuildingColumns } from './BuildingColumns';
import type { Building } from '../../shell/session/types';

const useFilters = (platform: boolean): ReactElement[] => {
  const companies = useCompanyChoices();
  return [
    <SearchInput key="name" source="name" alwaysOn />,
    ...(platform ? [<SelectInput key="companyId" source="companyId" choices={companies} alwaysOn />] : []),
  ];
};

const Actions = () => (
  <TopToolbar>
    <ImportButton />
    <CreateButton />
  </TopToolbar>
);

/** Building management (issue 5): name search, company (platform admins), app, floors and published version. */
export const BuildingList = () => {
  const platform = useIsPlatform();
  return (
    <List<Building>
      filters={useFilters(platform)}
      actions={<Actions />}
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      title="app.navigation.pages.building-list"
    >
      <DataTable<Building> rowClick="edit" bulkActionButtons={false}>
        <BuildingColumns company={platform} />
      </DataTable>
    </List>
  );
};
