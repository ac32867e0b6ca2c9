import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordField } from '../../password/PasswordField';
import { formFailure } from '../../password/fieldErrors';
import { confirmMatches, requiredField } from '../../password/validators';
import { resetPassword } from '../../public/publicApi';

/** /find-password?token= step 2: set a new password with the mailed token. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirm: string | null }>({ password: null, confirm: null });
  const [failure, setFailure] = useState<{ message: string; badToken: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = { password: requiredField(password), confirm: confirmMatches(password, confirm) };
    setErrors(checked);
    if (checked.password || checked.confirm) return;
    setPending(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      const { fields, general } = formFailure(error, ['newPassword', 'token']);
      setErrors({ password: fields.newPassword ?? null, confirm: null });
      if (fields.token) setFailure({ message: fields.token, badToken: true });
      else if (general) setFailure({ message: general, badToken: false });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {translate('app.shell.find.reset_done')}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {translate('app.shell.find.to_login')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.find.reset_text')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure.message}
          {failure.badToken && (
            <>
              {' '}
              <Link component={RouterLink} to="/find-password">
                {translate('app.shell.find.request_again')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <PasswordField
        name="newPassword"
        label={translate('app.shell.password.new')}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordField
        name="confirmPassword"
        label={translate('app.shell.password.confirm')}
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate('app.shell.find.reset_submit')}
      </Button>
    </Stack>
  );
};
