import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import ListIcon from '@mui/icons-material/List';
import { Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/layout/EmptyState';

interface RoleMembersMissingProps {
  /** The unknown role's id; none: the path named no role at all. */
  id?: number;
}

/** role-user without a role to edit (no id in the path, or an unknown one): why, and the way to the role list. */
export const RoleMembersMissing = ({ id }: RoleMembersMissingProps) => {
  const translate = useTranslate();
  const kind = id === undefined ? 'no_role' : 'not_found';
  return (
    <>
      <Title title={translate('app.navigation.pages.role-user')} />
      <EmptyState
        variant="page"
        icon={GroupOffOutlinedIcon}
        title={`app.users.members.${kind}.title`}
        text={`app.users.members.${kind}.text`}
        args={{ id }}
        actions={
          <Button variant="contained" component={Link} to="/role" startIcon={<ListIcon />}>
            {translate('app.users.members.to_list')}
          </Button>
        }
        testId={`role-members-${kind}`}
      />
    </>
  );
};
