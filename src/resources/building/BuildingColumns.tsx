import { DataTable, useTranslate } from 'react-admin';
import type { Building } from '../../shell/session/types';
import { PublishedVersionField } from './PublishedVersionField';

/** A building row's columns: building management's list and a company's buildings (issue 16) show the same. */
export const BuildingColumns = ({ company = false }: { company?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <DataTable.Col source="name" />
      <DataTable.Col source="address" disableSort />
      {company && <DataTable.Col source="companyName" disableSort />}
      <DataTable.Col<Building> source="appName" disableSort render={(record) => record.appName ?? translate('app.buildings.no_app')} />
      <DataTable.Col<Building> source="levels" disableSort align="right" render={(record) => record.levels.length} />
      <DataTable.Col source="publishedVersion" disableSort>
        <PublishedVersionField />
      </DataTable.Col>
    </>
  );
};
