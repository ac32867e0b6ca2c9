import { Box, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LoginTokenCard } from './LoginTokenCard';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';

/** /account 个人中心 (spec §2): the admin's profile and the password change. */
export const AccountPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.navigation.pages.account')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.navigation.pages.account')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <ProfileCard />
            <LoginTokenCard />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordForm />
        </Grid>
      </Grid>
    </Box>
  );
};
