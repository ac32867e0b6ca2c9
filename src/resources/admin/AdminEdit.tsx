import { Box } from '@mui/material';
import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { AdminGrants } from './AdminGrants';
import { AdminInputs } from './AdminInputs';
import { AdminTimeline } from './AdminTimeline';
import { adminPayload } from './payload';
import type { AdminRecord } from './types';

const AdminToolbar = () => {
  const record = useRecordContext<AdminRecord>();
  const { admin: me } = useSession();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && record.id !== me?.id && <DeleteWithConfirmButton mutationOptions={quiet} confirmContent="ra.message.delete_content" />}
    </Toolbar>
  );
};

const Aside = () => (
  <Box sx={{ width: { xs: '100%', md: 380 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
    <AdminGrants />
    <AdminTimeline />
  </Box>
);

/** admin-edit (issue 4): the admin's fields, their grants and the history of changes made to them. */
export const AdminEdit = () => {
  const { admin: me } = useSession();
  return (
    <Edit<AdminRecord>
      mutationMode="pessimistic"
      mutationOptions={quiet}
      queryOptions={quiet}
      redirect="list"
      aside={<Aside />}
      transform={(data, options) => adminPayload(data, me, options?.previousData)}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' } }}
    >
      <SimpleForm toolbar={<AdminToolbar />}>
        <AdminInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
