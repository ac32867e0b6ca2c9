import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { LocationAppInputs } from './LocationAppInputs';
import { appAddPayload, type AppFormValues } from './model';

const defaults: AppFormValues = { enabled: true, platforms: [], buildingIds: [] };

/** 新增定位应用 (issue 16): then its edit page, where its keys are made. */
export const LocationAppCreate = () => (
  <Create redirect="edit" mutationOptions={quiet} transform={(data: AppFormValues) => appAddPayload(data)}>
    <SimpleForm defaultValues={defaults}>
      <LocationAppInputs />
    </SimpleForm>
  </Create>
);
