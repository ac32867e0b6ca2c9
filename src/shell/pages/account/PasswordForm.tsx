import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../messages/messageApi';
import { PasswordField } from '../../password/PasswordField';
import { formFailure } from '../../password/fieldErrors';
import { confirmMatches, requiredField } from '../../password/validators';
import { updatePassword } from './accountApi';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };
const NO_ERRORS: Record<Field, string | null> = { oldPassword: null, newPassword: null, confirmPassword: null };

const validate = (values: Record<Field, string>): Record<Field, string | null> => ({
  oldPassword: requiredField(values.oldPassword),
  newPassword: requiredField(values.newPassword),
  confirmPassword: confirmMatches(values.newPassword, values.confirmPassword),
});

/** /account: change the password (old one required; the server's policy errors show under the fields). */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const checked = validate(values);
    setErrors(checked);
    if (Object.values(checked).some((message) => message !== null)) return;
    setPending(true);
    try {
      await updatePassword(values.oldPassword, values.newPassword);
      setValues(EMPTY);
      notify('app.shell.password.changed', { type: 'success' });
      // The server writes a message about the change: the badge should show it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    } catch (error) {
      const failure = formFailure(error, ['oldPassword', 'newPassword']);
      setErrors({ ...NO_ERRORS, oldPassword: failure.fields.oldPassword ?? null, newPassword: failure.fields.newPassword ?? null });
      setGeneral(failure.general);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.shell.password.title')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ maxWidth: 420 }} aria-label={translate('app.shell.password.title')}>
          {general && (
            <Alert severity="error" role="alert">
              {general}
            </Alert>
          )}
          <PasswordField
            name="oldPassword"
            label={translate('app.shell.password.old')}
            value={values.oldPassword}
            onChange={change('oldPassword')}
            error={errors.oldPassword}
            autoComplete="current-password"
          />
          <PasswordField
            name="newPassword"
            label={translate('app.shell.password.new')}
            value={values.newPassword}
            onChange={change('newPassword')}
            error={errors.newPassword}
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            label={translate('app.shell.password.confirm')}
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.shell.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
