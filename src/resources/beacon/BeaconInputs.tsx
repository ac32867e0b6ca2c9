import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Beacon } from '#contract/schemas/beacon';
import { useSession } from '../../shell/session/useSession';
import { useBuildingLevels } from '../region/levels';
import { FormGroup } from '../shared/FormGroup';
import { BEACON_LIFECYCLES } from './choices';
import { BatteryField, LastSeenField } from './BeaconFields';

// Only what the form must have: every other rule (formats, ranges, the level's outline, uniqueness) is the server's,
// and its 10005 / 10006 messages show under the fields they name.
const need = [required()];

/** Read-only telemetry of an existing beacon: last signal and battery reading. */
const Telemetry = () => {
  const translate = useTranslate();
  const record = useRecordContext<Beacon>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={4} sx={{ mt: 1, color: 'text.secondary' }} data-testid="beacon-telemetry">
      <span>
        {translate('resources.beacon.fields.lastSeenAt')}: <LastSeenField record={record} />
      </span>
      <span>
        {translate('resources.beacon.fields.battery')}: <BatteryField record={record} />
      </span>
    </Stack>
  );
};

/** The fields of beacon add and edit (issue 13), grouped: identity, place, radio, power, deployment. */
export const BeaconInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  const record = useRecordContext<Beacon>();
  const levels = useBuildingLevels(record?.buildingId ?? buildingId);
  const externalPower = useWatch<{ externalPower?: boolean }>({ name: 'externalPower' });
  return (
    <Box sx={{ width: '100%', maxWidth: 860 }}>
      {mode === 'edit' && <Telemetry />}
      <FormGroup title="app.beacons.groups.identity">
        <TextInput source="name" validate={need} sx={{ width: 260 }} />
        <TextInput source="uuid" validate={need} helperText="app.beacons.hints.uuid" sx={{ width: 400 }} />
        <NumberInput source="major" validate={need} step={1} sx={{ width: 130 }} />
        <NumberInput source="minor" validate={need} step={1} sx={{ width: 130 }} />
        <TextInput source="mac" helperText="app.beacons.hints.mac" sx={{ width: 240 }} />
      </FormGroup>
      <FormGroup title="app.beacons.groups.place">
        <SelectInput source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} validate={need} sx={{ width: 160 }} />
        <NumberInput source="lng" validate={need} step={0.000001} sx={{ width: 260 }} />
        <NumberInput source="lat" validate={need} step={0.000001} sx={{ width: 260 }} />
      </FormGroup>
      <Typography variant="body2" color="text.secondary">
        {translate('app.beacons.hints.place')}
      </Typography>
      <FormGroup title="app.beacons.groups.radio">
        <NumberInput source="measuredPower" step={1} helperText="app.beacons.hints.measuredPower" sx={{ width: 200 }} />
        <NumberInput source="txPower" step={1} helperText="app.beacons.hints.txPower" sx={{ width: 200 }} />
        <NumberInput source="intervalMs" step={10} helperText="app.beacons.hints.intervalMs" sx={{ width: 200 }} />
        <TextInput source="firmware" sx={{ width: 160 }} />
      </FormGroup>
      <FormGroup title="app.beacons.groups.power">
        <BooleanInput source="externalPower" sx={{ alignSelf: 'center' }} />
        <NumberInput source="battery" step={1} disabled={Boolean(externalPower)} helperText="app.beacons.hints.battery" sx={{ width: 200 }} />
      </FormGroup>
      <FormGroup title="app.beacons.groups.deployment">
        <SelectInput
          source="lifecycle"
          choices={BEACON_LIFECYCLES.map((id) => ({ id, name: translate(`app.beacons.lifecycle.${id}`) }))}
          validate={need}
          sx={{ width: 180 }}
        />
        <DateInput source="installedOn" sx={{ width: 200 }} />
        <TextInput source="installedBy" sx={{ width: 260 }} />
      </FormGroup>
    </Box>
  );
};
