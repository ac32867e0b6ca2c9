import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useIsPlatform } from '../admin/lookups';
import { rolePayload } from './payload';
import { RoleInputs } from './RoleInputs';
import { RoleMembersButton } from './RoleMembersButton';
import type { Role } from './types';

const RoleToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton mutationOptions={quiet} />
  </Toolbar>
);

/** role-edit (issue 4): the role's fields and codes; its members are one click away. */
export const RoleEdit = () => {
  const platform = useIsPlatform();
  return (
    <Edit<Role>
      mutationMode="pessimistic"
      mutationOptions={quiet}
      queryOptions={quiet}
      redirect="list"
      actions={
        <TopToolbar>
          <RoleMembersButton />
        </TopToolbar>
      }
      transform={(data) => rolePayload(data, platform)}
    >
      <SimpleForm toolbar={<RoleToolbar />}>
        <RoleInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
