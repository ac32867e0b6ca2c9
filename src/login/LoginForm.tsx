import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, Link, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../shell/authProvider/redirect';
import { loginFailureMessage, validateEmail, validatePassword } from './validators';
import { EmailField } from './EmailField';

/** Signs in with the credentials, then goes to `redirectTo` (react-admin's useLogin, or the light login page's own). */
export type LoginAction = (credentials: { email: string; password: string }, redirectTo: string) => Promise<unknown>;

export const LoginForm = ({ login }: { login: LoginAction }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const emailError = submitted ? validateEmail(email) : null;
  const passwordError = submitted ? validatePassword(password) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (validateEmail(email) || validatePassword(password)) return;
    setPending(true);
    try {
      await login({ email: email.trim(), password }, safeRedirect(params.get('redirect')));
    } catch (error) {
      setFailure(loginFailureMessage(error) ?? translate('app.login.failed'));
      setPending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <TextField
        label={translate('app.login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError !== null}
        helperText={passwordError ? translate(passwordError) : ' '}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {/* Issue 12: a Tab stop of its own, named for what it does next in the current language. */}
                <IconButton
                  aria-label={translate(showPassword ? 'app.login.hide_password' : 'app.login.show_password')}
                  title={translate(showPassword ? 'app.login.hide_password' : 'app.login.show_password')}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate('app.login.submit')}
      </Button>
      <Link component={RouterLink} to="/find-password" variant="body2" underline="hover" sx={{ alignSelf: 'flex-end' }}>
        {translate('app.login.forgot')}
      </Link>
    </Stack>
  );
};
