import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { quiet } from '../../dataProvider/quiet';
import { useIsPlatform } from '../admin/lookups';
import { BuildingInputs } from './BuildingInputs';
import { DeleteBuildingButton } from './DeleteBuildingButton';
import { BuildingVersions } from './BuildingVersions';
import { buildingPayload } from './payload';
import type { Building } from '../../shell/session/types';

const BuildingToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteBuildingButton />
  </Toolbar>
);

type TabKey = 'fields' | 'versions';

const BuildingTabs = ({ form }: { form: ReactNode }) => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = search.get('tab') === 'versions' ? 'versions' : 'fields';
  const choose = (next: TabKey) => setSearch(next === 'versions' ? { tab: next } : {}, { replace: true });
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: TabKey) => choose(next)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tab value="fields" label={translate('app.buildings.tabs.fields')} />
        <Tab value="versions" label={translate('app.buildings.tabs.versions')} />
      </Tabs>
      {tab === 'fields' ? form : <BuildingVersions />}
    </Box>
  );
};

/** Building edit (issue 5): its fields and floors, and a second tab with its versions and publishing. */
export const BuildingEdit = () => {
  const platform = useIsPlatform();
  return (
    <Edit<Building>
      mutationMode="pessimistic"
      mutationOptions={quiet}
      queryOptions={quiet}
      redirect="list"
      transform={(data) => buildingPayload(data, platform)}
    >
      <BuildingTabs
        form={
          <SimpleForm toolbar={<BuildingToolbar />}>
            <BuildingInputs mode="edit" />
          </SimpleForm>
        }
      />
    </Edit>
  );
};
