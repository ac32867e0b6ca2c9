import { Stack } from '@mui/material';
import { AutocompleteArrayInput, TextInput, required, useTranslate } from 'react-admin';
import { APP_GROUP_LIMITS } from '#contract/endpoints/appGroup';
import { useAppChoices } from './lookups';

/** 应用分组 add / edit (issue 16): name, description and the group's apps (any company's); the server judges the rest (10005 / 10006 under the field). */
export const AppGroupInputs = () => {
  const translate = useTranslate();
  const { data: apps = [], isPending } = useAppChoices();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 620 }}>
      <TextInput
        source="name"
        validate={required()}
        helperText={translate('app.appGroups.nameHelp', { max: APP_GROUP_LIMITS.name })}
        inputProps={{ maxLength: APP_GROUP_LIMITS.name + 10 }}
        fullWidth
      />
      <TextInput source="description" multiline minRows={2} inputProps={{ maxLength: APP_GROUP_LIMITS.description }} fullWidth />
      <AutocompleteArrayInput
        source="appIds"
        choices={apps}
        isPending={isPending}
        helperText={translate('app.appGroups.appsHelp')}
        noOptionsText={translate('app.appGroups.noApps')}
        fullWidth
        data-testid="app-group-apps"
      />
    </Stack>
  );
};
