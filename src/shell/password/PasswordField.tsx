import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key (client check) or a server message, shown under the field. */
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A password input with a show/hide toggle and its error under it. */
export const PasswordField = ({ name, label, value, onChange, error, autoComplete, autoFocus }: PasswordFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ? translate(error, { _: error }) : ' '}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={translate('app.shell.password.toggle')} onClick={() => setVisible((v) => !v)} edge="end" tabIndex={-1}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
