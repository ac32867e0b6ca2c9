import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { Building } from '../../session/types';
import { LevelTable } from './LevelTable';

const BuildingLevels = () => {
  const record = useRecordContext<Building>();
  return record ? <LevelTable levels={record.levels} /> : null;
};

export const BuildingShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="address" />
      <TextField source="appName" />
      <TextField source="companyName" />
      <Labeled source="levels">
        <BuildingLevels />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
