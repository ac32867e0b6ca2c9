import { DataTable, List } from 'react-admin';

interface LocationApp {
  id: number;
  name: string;
  appCode: string;
  companyId: number;
  companyName: string;
}

/** The client already toasted the failure (spec §8): no second notification from react-admin. */
const quietQuery = { onError: () => undefined };

export const LocationAppList = () => (
  <List<LocationApp> queryOptions={quietQuery} exporter={false}>
    <DataTable<LocationApp> bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="appCode" />
      <DataTable.Col source="companyName" />
    </DataTable>
  </List>
);
