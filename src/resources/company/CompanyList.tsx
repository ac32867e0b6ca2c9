import { Avatar, Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { CompanyLinks } from './CompanyLinks';
import type { CompanyRecord } from './types';

const Status = ({ record }: { record: CompanyRecord }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={record.enabled ? 'success' : 'default'}
      variant={record.enabled ? 'outlined' : 'filled'}
      label={translate(`app.companies.status.${record.enabled ? 'enabled' : 'disabled'}`)}
    />
  );
};

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="name" source="name" alwaysOn />,
    <SelectInput
      key="enabled"
      source="enabled"
      alwaysOn
      choices={[
        { id: 'true', name: translate('app.companies.status.enabled') },
        { id: 'false', name: translate('app.companies.status.disabled') },
      ]}
    />,
  ];
};

/** company-list (issue 16): every company with its logo, contact, state and what it owns. */
export const CompanyList = () => (
  <List<CompanyRecord> filters={useFilters()} sort={{ field: 'id', order: 'ASC' }} queryOptions={quiet} exporter={false}>
    <DataTable<CompanyRecord> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col
        source="smallLogo"
        disableSort
        label=""
        render={(r) => (
          <Avatar src={r.smallLogo || r.bigLogo || undefined} alt="" variant="rounded" sx={{ width: 28, height: 28 }}>
            {r.name.slice(0, 1)}
          </Avatar>
        )}
      />
      <DataTable.Col source="name" />
      <DataTable.Col source="contact" disableSort />
      <DataTable.Col source="enabled" disableSort render={(r) => <Status record={r as CompanyRecord} />} />
      <DataTable.NumberCol source="roleCount" disableSort />
      <DataTable.NumberCol source="appCount" disableSort />
      <DataTable.Col source="createdAt" render={(r) => new Date(r.createdAt).toLocaleDateString()} />
      <DataTable.Col label="" disableSort>
        <CompanyLinks />
      </DataTable.Col>
    </DataTable>
  </List>
);
