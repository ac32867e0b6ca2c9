import { Box } from '@mui/material';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { useCompanyChoices, useIsPlatform } from '../admin/lookups';
import { PermissionGroupsInput } from './PermissionGroupsInput';

const validateName = [required(), maxLength(50)];
const validateDescription = [maxLength(500)];
const validateCompany = [required('app.users.validation.company_required')];

/** The fields of role-add and role-edit: a role's company is chosen once, by a platform admin. */
export const RoleInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const platform = useIsPlatform();
  const companies = useCompanyChoices();
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <Box sx={{ maxWidth: 520 }}>
        <TextInput source="name" validate={validateName} fullWidth />
        <TextInput source="description" validate={validateDescription} multiline minRows={2} fullWidth />
        {platform && <SelectInput source="companyId" choices={companies} validate={validateCompany} disabled={mode === 'edit'} fullWidth />}
      </Box>
      <PermissionGroupsInput />
    </Box>
  );
};
