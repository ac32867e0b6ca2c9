import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The e-mail field of the login and find-password forms; `error` is a message key (spec §5 rules). */
export const EmailField = ({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.login.email')}
      type="email"
      autoComplete="username"
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ? translate(error) : ' '}
      fullWidth
    />
  );
};
