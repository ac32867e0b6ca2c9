import { useInput, useTranslate } from 'react-admin';
import { PlatformFileInput } from '../../files/PlatformFileInput';

/** A company logo as a form field: uploaded at once (platform-file/add, purpose `logo`), its URL is the value. */
export const LogoInput = ({ source, helperText }: { source: 'bigLogo' | 'smallLogo'; helperText: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  return (
    <PlatformFileInput
      purpose="logo"
      value={field.value ?? ''}
      onChange={(url) => field.onChange(url)}
      label={translate(`resources.company.fields.${source}`)}
      error={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
      helperText={helperText}
    />
  );
};
