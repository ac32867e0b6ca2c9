import { Box } from '@mui/material';
import { BooleanInput, PasswordInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSession } from '../../shell/session/useSession';
import { useCompanyChoices, useIsPlatform } from './lookups';
import { ADMIN_TYPES, type AdminRecord } from './types';
import { validateCompany, validateCreatePassword, validateEditPassword, validateEmail, validateName, validateType } from './validators';

/** Admin types the caller may hand out: company admins never create a platform admin. */
const useTypeChoices = () => {
  const translate = useTranslate();
  const platform = useIsPlatform();
  return ADMIN_TYPES.filter((type) => platform || type !== 'PLATFORM_ADMINISTRATOR').map((type) => ({
    id: type,
    name: translate(`app.users.types.${type}`),
  }));
};

/** The fields of admin-add and admin-edit (issue 4): create asks for a password or the set-password mail. */
export const AdminInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const platform = useIsPlatform();
  const me = useSession().admin;
  const record = useRecordContext<AdminRecord>();
  const companies = useCompanyChoices();
  const typeChoices = useTypeChoices();
  const adminType = useWatch<{ adminType?: string }>({ name: 'adminType' });
  const sendMail = useWatch<{ sendSetPasswordMail?: boolean }>({ name: 'sendSetPasswordMail' });
  const self = mode === 'edit' && record?.id === me?.id;
  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <TextInput source="email" validate={validateEmail} fullWidth autoComplete="off" />
      <TextInput source="name" validate={validateName} fullWidth />
      <SelectInput
        source="adminType"
        choices={typeChoices}
        validate={validateType}
        disabled={self}
        helperText={self ? translate('app.users.self_hint') : false}
        fullWidth
      />
      {platform && adminType !== 'PLATFORM_ADMINISTRATOR' && <SelectInput source="companyId" choices={companies} validate={validateCompany} fullWidth />}
      {mode === 'create' ? (
        <>
          <BooleanInput source="sendSetPasswordMail" helperText={translate('app.users.mail_hint')} />
          <PasswordInput
            source="password"
            validate={validateCreatePassword}
            disabled={sendMail === true}
            helperText={translate('app.users.password_hint')}
            autoComplete="new-password"
            fullWidth
          />
        </>
      ) : (
        <PasswordInput
          source="password"
          label="resources.admin.fields.newPassword"
          validate={validateEditPassword}
          helperText={translate('app.users.keep_password')}
          autoComplete="new-password"
          fullWidth
        />
      )}
      <BooleanInput source="enabled" disabled={self} />
    </Box>
  );
};
