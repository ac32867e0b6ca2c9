import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';

/**
 * Issue 18: a server refusal naming a field that is no input of the form (10005 naming `audience` when it
 * resolves to nobody, or `state` once the scheduler took the push) shown where the admin looks.
 */
export const FieldErrorAlert = ({ name }: { name: 'audience' | 'state' }) => {
  const { errors } = useFormState();
  const message = (errors[name] as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }} data-testid={`push-error-${name}`}>
      {message}
    </Alert>
  );
};
