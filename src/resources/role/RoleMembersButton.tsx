import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from './types';

/** Opens role-user (hidden page) for the record in context. */
export const RoleMembersButton = () => {
  const record = useRecordContext<Role>();
  if (!record) return null;
  return (
    <Button component={Link} to={`/role/role-user/${record.id}`} label="app.users.members.button" onClick={(event) => event.stopPropagation()}>
      <GroupOutlinedIcon />
    </Button>
  );
};
