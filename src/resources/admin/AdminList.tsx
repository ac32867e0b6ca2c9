import type { ReactElement } from 'react';
import { BulkDeleteWithConfirmButton, DataTable, DateField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useCompanyChoices, useIsPlatform } from './lookups';
import { ADMIN_TYPES, type AdminRecord } from './types';

const useFilters = (): ReactElement[] => {
  const translate = useTranslate();
  const platform = useIsPlatform();
  const companies = useCompanyChoices();
  const types = ADMIN_TYPES.filter((type) => platform || type !== 'PLATFORM_ADMINISTRATOR').map((type) => ({
    id: type,
    name: translate(`app.users.types.${type}`),
  }));
  return [
    <SearchInput key="email" source="email" alwaysOn />,
    <SelectInput key="adminType" source="adminType" choices={types} alwaysOn />,
    ...(platform ? [<SelectInput key="companyId" source="companyId" choices={companies} alwaysOn />] : []),
  ];
};

/** admin-list (issue 4): filter by e-mail, type and (platform admins) company; delete with confirmation. */
export const AdminList = () => {
  const translate = useTranslate();
  return (
    <List<AdminRecord> filters={useFilters()} sort={{ field: 'createdAt', order: 'DESC' }} queryOptions={quiet} exporter={false}>
      <DataTable<AdminRecord> rowClick="edit" bulkActionButtons={<BulkDeleteWithConfirmButton mutationOptions={quiet} />}>
        <DataTable.Col source="email" />
        <DataTable.Col source="name" />
        <DataTable.Col source="adminType" render={(record) => translate(`app.users.types.${record.adminType}`)} />
        <DataTable.Col source="companyName" disableSort render={(record) => record.companyName ?? '—'} />
        <DataTable.Col source="enabled" disableSort render={(record) => translate(record.enabled ? 'ra.boolean.true' : 'ra.boolean.false')} />
        <DataTable.Col source="lastLoginAt">
          <DateField source="lastLoginAt" showTime emptyText={translate('app.users.never')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
