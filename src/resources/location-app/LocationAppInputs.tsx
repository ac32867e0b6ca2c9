import { Box } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, SelectArrayInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { APP_LIMITS, APP_PLATFORMS } from '#contract/endpoints/app';
import type { AppDetail } from '#contract/schemas/app';
import { FormGroup } from '../shared/FormGroup';
import { useCompanies, useCompanyBuildings } from './lookups';
import { buildingChoices } from './model';

// Only what the form must have: the rules (format, uniqueness, the company's buildings) are the server's, and its
// 10005 / 10006 messages show under the fields they name.
const need = [required()];

const BuildingsInput = ({ appId }: { appId: number | undefined }) => {
  const translate = useTranslate();
  const companyId = Number(useWatch<{ companyId?: number | string | null }>({ name: 'companyId' })) || undefined;
  const { data: buildings = [], isPending } = useCompanyBuildings(companyId);
  const choices = buildingChoices(buildings, appId).map((c) => ({
    ...c,
    name: c.otherApp ? `${c.name} (${translate('app.apps.hints.in_other_app', { app: c.otherApp })})` : c.name,
  }));
  const hint =
    companyId === undefined ? 'app.apps.hints.company_first' : !isPending && !buildings.length ? 'app.apps.hints.no_buildings' : 'app.apps.hints.buildings';
  return (
    <SelectArrayInput
      source="buildingIds"
      choices={choices}
      disableValue="disabled"
      disabled={companyId === undefined}
      helperText={hint}
      sx={{ width: 420, maxWidth: '100%' }}
      data-testid="app-buildings"
    />
  );
};

/** The fields of location app add and edit (issue 16); a shipped app's code and company are shown, not changed. */
/** A locked field's hint stays readable (issue 12: the disabled grey fails contrast); it says why the field is locked. */
const READABLE_HINT = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

export const LocationAppInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<AppDetail>();
  const shipped = record?.shipped ?? false;
  const { data: companies = [] } = useCompanies();
  const { setValue } = useFormContext();
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <FormGroup title="app.apps.groups.app">
        <TextInput source="name" validate={need} inputProps={{ maxLength: APP_LIMITS.name }} sx={{ width: 280 }} />
        <TextInput
          source="appCode"
          validate={need}
          readOnly={shipped}
          helperText={shipped ? 'app.apps.hints.app_code_fixed' : 'app.apps.hints.app_code'}
          inputProps={{ maxLength: APP_LIMITS.codeMax, spellCheck: false }}
          sx={{ width: 360, '& input': { fontFamily: 'monospace' }, ...READABLE_HINT }}
        />
        <BooleanInput source="enabled" sx={{ alignSelf: 'center' }} />
      </FormGroup>
      <FormGroup title="app.apps.groups.company">
        <SelectInput
          source="companyId"
          choices={companies}
          validate={need}
          readOnly={shipped}
          helperText={shipped ? 'app.apps.hints.company_fixed' : false}
          onChange={() => setValue('buildingIds', [], { shouldDirty: true })}
          sx={{ width: 280, ...READABLE_HINT }}
        />
        <BuildingsInput appId={record?.id} />
      </FormGroup>
      <FormGroup title="app.apps.groups.platforms">
        <CheckboxGroupInput source="platforms" label={false} choices={APP_PLATFORMS.map((id) => ({ id, name: translate(`app.apps.platform.${id}`) }))} />
      </FormGroup>
    </Box>
  );
};
