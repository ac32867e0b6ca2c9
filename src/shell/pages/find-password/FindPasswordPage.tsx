import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PublicCard } from '../../public/PublicCard';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /find-password 找回密码 (spec §2): request a mail, or with `?token=` set the new password. */
export const FindPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PublicCard title={translate('app.shell.find.title')}>
      {token ? <ResetPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('app.shell.find.back_to_login')}
        </Link>
      </Box>
    </PublicCard>
  );
};
