import { Box, Stack, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCompanyChoices, useIsPlatform } from '../admin/lookups';
import { useSession } from '../../shell/session/useSession';
import { AddLevelButton } from './AddLevelButton';
import { AppInput } from './AppInput';
import type { Building } from '../../shell/session/types';
import {
  validateAddress,
  validateCompany,
  validateLat,
  validateLevelName,
  validateLevels,
  validateLng,
  validateName,
  validateOrdinal,
  validateShortName,
} from './validators';

/** The company whose apps the building may join: chosen on creation (platform), else the record's or the caller's. */
const useCompanyId = (mode: 'create' | 'edit'): number | null => {
  const platform = useIsPlatform();
  const record = useRecordContext<Building>();
  const me = useSession().admin;
  const chosen = useWatch<{ companyId?: number | null }>({ name: 'companyId' });
  if (mode === 'edit') return record?.companyId ?? null;
  return platform ? (chosen ?? null) : (me?.companyId ?? null);
};

/** The fields of building add and edit (issue 5): name, address, company, app, anchor and floors. */
export const BuildingInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const platform = useIsPlatform();
  const companies = useCompanyChoices();
  const companyId = useCompanyId(mode);
  const { setValue } = useFormContext();
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <Box sx={{ maxWidth: 520 }}>
        <TextInput source="name" validate={validateName} fullWidth />
        <TextInput source="address" validate={validateAddress} fullWidth />
        {platform && mode === 'create' && (
          <SelectInput source="companyId" choices={companies} validate={validateCompany} onChange={() => setValue('appId', null)} fullWidth />
        )}
        {platform && mode === 'edit' && <TextInput source="companyName" disabled fullWidth />}
        <AppInput companyId={companyId} />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.building.fields.anchor')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.buildings.anchor_hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 520 }}>
        <NumberInput source="anchor.lng" label="resources.building.fields.lng" validate={validateLng} step={0.000001} fullWidth />
        <NumberInput source="anchor.lat" label="resources.building.fields.lat" validate={validateLat} step={0.000001} fullWidth />
      </Stack>
      <ArrayInput source="levels" label="resources.building.fields.levels" validate={validateLevels}>
        <SimpleFormIterator inline disableReordering disableClear addButton={<AddLevelButton />}>
          <NumberInput source="ordinal" label="resources.building.fields.ordinal" validate={validateOrdinal} step={1} sx={{ width: 120 }} />
          <TextInput source="name" label="resources.building.fields.levelName" validate={validateLevelName} sx={{ width: 220 }} />
          <TextInput source="shortName" label="resources.building.fields.shortName" validate={validateShortName} sx={{ width: 140 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="body2" color="text.secondary">
        {translate('app.buildings.levels_hint')}
      </Typography>
    </Box>
  );
};
