import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { AdminRecord } from './types';

/** The roles an admin holds and on which buildings; each links to the role's member page. */
export const AdminGrants = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminRecord>();
  if (!record) return null;
  const grants = record.grants ?? [];
  return (
    <Card variant="outlined" data-testid="admin-grants">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.users.grants.title')}
        </Typography>
        {record.adminType !== 'BUSINESS_ADMINISTRATOR' ? (
          <Typography color="text.secondary">{translate('app.users.grants.all_types')}</Typography>
        ) : grants.length === 0 ? (
          <Typography color="text.secondary">{translate('app.users.grants.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {grants.map((grant) => (
              <ListItem key={grant.id} disableGutters>
                <ListItemText
                  primary={<Link to={`/role/role-user/${grant.roleId}`}>{grant.roleName}</Link>}
                  secondary={<Chip size="small" component="span" label={grant.buildingName ?? translate('app.users.grants.all_buildings')} sx={{ mt: 0.5 }} />}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
