import { DataTable, List, useTranslate } from 'react-admin';
import type { Building } from '../../session/types';

/** The client already toasted the failure (spec §8): no second notification from react-admin. */
const quietQuery = { onError: () => undefined };

export const BuildingList = () => {
  const translate = useTranslate();
  return (
    <List<Building> queryOptions={quietQuery} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <DataTable<Building> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="appName" />
        <DataTable.Col source="companyName" />
        <DataTable.Col
          label={translate('resources.building.fields.levels')}
          render={(record) => record.levels.length}
        />
      </DataTable>
    </List>
  );
};
