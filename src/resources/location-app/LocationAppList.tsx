import { DataTable, List } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';

interface LocationApp {
  id: number;
  name: string;
  appCode: string;
  companyId: number;
  companyName: string;
}

export const LocationAppList = () => (
  <List<LocationApp> queryOptions={quiet} exporter={false}>
    <DataTable<LocationApp> bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="appCode" />
      <DataTable.Col source="companyName" />
    </DataTable>
  </List>
);
