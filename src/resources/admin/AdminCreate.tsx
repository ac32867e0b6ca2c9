import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { AdminInputs } from './AdminInputs';
import { adminPayload } from './payload';

/** admin-add (issue 4): a new admin with an initial password or a set-password mail. */
export const AdminCreate = () => {
  const { admin: me } = useSession();
  const defaults = {
    adminType: 'BUSINESS_ADMINISTRATOR',
    companyId: me?.companyId ?? null,
    enabled: true,
    sendSetPasswordMail: false,
  };
  return (
    <Create redirect="list" mutationOptions={quiet} transform={(data) => adminPayload(data, me)}>
      <SimpleForm defaultValues={defaults}>
        <AdminInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
