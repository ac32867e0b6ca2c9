import { Create, SimpleForm } from 'react-admin';
import { useIsPlatform } from '../admin/lookups';
import { rolePayload } from './payload';
import { RoleInputs } from './RoleInputs';

/** The data provider already toasted the refusal; field errors show under the fields. */
const quiet = { onError: () => undefined };

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
