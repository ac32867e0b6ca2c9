import AddIcon from '@mui/icons-material/Add';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { Button } from '@mui/material';
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { quiet } from '../../dataProvider/quiet';
import type { Building } from '../../shell/session/types';
import { BuildingColumns } from '../building/BuildingColumns';
import { CompanyFrame } from './CompanyFrame';

const Actions = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={`/company/company-buildings-add/${companyId}`} startIcon={<AddIcon />} size="small" data-testid="company-building-add">
        {translate('app.navigation.pages.company-buildings-add')}
      </Button>
    </TopToolbar>
  );
};

const MoveButton = () => {
  const record = useRecordContext<Building>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/company/company-buildings-update/${record.id}`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      startIcon={<DriveFileMoveOutlinedIcon />}
      data-testid="company-building-move"
    >
      {translate('app.companies.moveAction')}
    </Button>
  );
};

/** company-buildings (spec §2, issue 16): the company's buildings; a row opens the building, the button adds one for the company. */
export const CompanyBuildings = () => (
  <CompanyFrame title="app.navigation.pages.company-buildings">
    {(company) => (
      <List<Building>
        resource="building"
        filter={{ companyId: company.id }}
        disableSyncWithLocation
        actions={<Actions companyId={company.id} />}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={quiet}
        exporter={false}
        title={false}
        empty={false}
      >
        <DataTable<Building> rowClick="edit" bulkActionButtons={false}>
          <BuildingColumns />
          <DataTable.Col label="" disableSort>
            <MoveButton />
          </DataTable.Col>
        </DataTable>
      </List>
    )}
  </CompanyFrame>
);
