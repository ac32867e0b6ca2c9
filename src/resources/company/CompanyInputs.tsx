import { Stack } from '@mui/material';
import { BooleanInput, TextInput, required, useTranslate } from 'react-admin';
import { LogoInput } from './LogoInput';

/** company-add / company-edit (issue 16): name, contact, enabled and the two logos (lengths are the server's to judge: 10005 under the field). */
export const CompanyInputs = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="contact" helperText={translate('app.companies.contactHelp')} fullWidth />
      <BooleanInput source="enabled" defaultValue helperText={translate('app.companies.enabledHelp')} />
      <Stack spacing={2}>
        <LogoInput source="bigLogo" helperText={translate('app.companies.bigLogoHelp')} />
        <LogoInput source="smallLogo" helperText={translate('app.companies.smallLogoHelp')} />
      </Stack>
    </Stack>
  );
};
