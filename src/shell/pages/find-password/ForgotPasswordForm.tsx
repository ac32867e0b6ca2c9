import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validateEmail } from '../../../login/validators';
import { requestPasswordReset } from '../../public/publicApi';
import { EmailField } from '../../../login/EmailField';

/** /find-password step 1: ask for a reset mail; the answer is the same whether the e-mail exists or not. */
export const ForgotPasswordForm = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailError = submitted ? validateEmail(email) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (validateEmail(email)) return;
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  if (sent)
    return (
      <Alert severity="success" role="status">
        {translate('app.shell.find.sent')}
      </Alert>
    );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.find.request_text')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate('app.shell.find.send')}
      </Button>
    </Stack>
  );
};
