import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import ListIcon from '@mui/icons-material/List';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface RoleMembersMissingProps {
  /** The unknown role's id; none: the path named no role at all. */
  id?: number;
}

/** role-user without a role to edit (no id in the path, or an unknown one): why, and the way to the role list. */
export const RoleMembersMissing = ({ id }: RoleMembersMissingProps) => {
  const translate = useTranslate();
  const kind = id === undefined ? 'no_role' : 'not_found';
  return (
    <Box sx={{ p: 2 }} data-testid={`role-members-${kind}`}>
      <Title title={translate('app.navigation.pages.role-user')} />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5, px: 4 }}>
          <GroupOffOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h2" gutterBottom>
            {translate(`app.users.members.${kind}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`app.users.members.${kind}.text`, { id })}</Typography>
          <Button variant="contained" component={Link} to="/role" startIcon={<ListIcon />} sx={{ mt: 3 }}>
            {translate('app.users.members.to_list')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
