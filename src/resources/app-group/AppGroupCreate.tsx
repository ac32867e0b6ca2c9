import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { AppGroupInputs } from './AppGroupInputs';
import { appGroupPayload } from './payload';

/** 应用分组 add (issue 16). */
export const AppGroupCreate = () => (
  <Create redirect="list" mutationOptions={quiet} transform={appGroupPayload}>
    <SimpleForm defaultValues={{ name: '', description: '', appIds: [] }}>
      <AppGroupInputs />
    </SimpleForm>
  </Create>
);
