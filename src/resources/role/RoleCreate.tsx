import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useIsPlatform } from '../admin/lookups';
import { rolePayload } from './payload';
import { RoleInputs } from './RoleInputs';

/** role-add (issue 4): name, description, company (platform admins) and the spec §6 codes. */
export const RoleCreate = () => {
  const platform = useIsPlatform();
  return (
    <Create redirect="list" mutationOptions={quiet} transform={(data) => rolePayload(data, platform)}>
      <SimpleForm defaultValues={{ permissions: [] }}>
        <RoleInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
