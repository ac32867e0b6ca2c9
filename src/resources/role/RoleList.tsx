import type { ReactElement } from 'react';
import { BulkDeleteWithConfirmButton, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useCompanyChoices, useIsPlatform } from '../admin/lookups';
import { RoleMembersButton } from './RoleMembersButton';
import type { Role } from './types';

const useFilters = (platform: boolean): ReactElement[] => {
  const companies = useCompanyChoices();
  return [
    <SearchInput key="name" source="name" alwaysOn />,
    ...(platform ? [<SelectInput key="companyId" source="companyId" choices={companies} alwaysOn />] : []),
  ];
};

/** role-list (issue 4): name search, company (platform admins), code and member counts. */
export const RoleList = () => {
  const platform = useIsPlatform();
  return (
    <List<Role> filters={useFilters(platform)} sort={{ field: 'createdAt', order: 'DESC' }} queryOptions={quiet} exporter={false}>
      <DataTable<Role> rowClick="edit" bulkActionButtons={<BulkDeleteWithConfirmButton mutationOptions={quiet} />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        {platform && <DataTable.Col source="companyName" disableSort />}
        <DataTable.Col source="permissionCount" disableSort align="right" render={(record) => record.permissions.length} />
        <DataTable.NumberCol source="memberCount" disableSort />
        <DataTable.Col label="">
          <RoleMembersButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
