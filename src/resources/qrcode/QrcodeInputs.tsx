import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { QRCODE_KINDS, QRCODE_LIMITS } from '#contract/endpoints/qrcode';
import type { Qrcode } from '#contract/schemas/qrcode';
import { useSession } from '../../shell/session/useSession';
import { useBuildingLevels } from '../region/levels';
import { FormGroup } from '../shared/FormGroup';
import { sceneCheck } from './payload';

// Only what the form must have: every other rule (page path, the level's outline, the scene) is the server's,
// and its 10005 messages show under the fields they name.
const need = [required()];

/** The live length check of the payload: WeChat's 32-character scene, or kept on the server behind a short code. */
const SceneHint = () => {
  const translate = useTranslate();
  const payload = useWatch<{ payload?: string | null }>({ name: 'payload' });
  const check = sceneCheck(payload);
  const text = check.empty
    ? translate('app.qrcodes.scene.empty')
    : check.fits
      ? translate('app.qrcodes.scene.fits', { length: check.length, max: check.max })
      : translate('app.qrcodes.scene.kept', { length: check.length, max: check.max });
  return (
    <Typography variant="caption" color={check.fits ? 'text.secondary' : 'warning.dark'} data-testid="qrcode-scene-check" role="status">
      {text}
    </Typography>
  );
};

/** The fields of QR code add and edit (issue 13): the code, its place, what it opens; add also takes a count (a batch). */
export const QrcodeInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  const record = useRecordContext<Qrcode>();
  const levels = useBuildingLevels(record?.buildingId ?? buildingId);
  return (
    <Box sx={{ width: '100%', maxWidth: 860 }}>
      <FormGroup title="app.qrcodes.groups.code">
        <TextInput source="name" validate={need} sx={{ width: 280 }} />
        <SelectInput
          source="kind"
          choices={QRCODE_KINDS.map((id) => ({ id, name: translate(`app.qrcodes.kind.${id}`) }))}
          validate={need}
          sx={{ width: 220 }}
        />
        <BooleanInput source="enabled" sx={{ alignSelf: 'center' }} />
      </FormGroup>
      <FormGroup title="app.qrcodes.groups.target">
        <TextInput source="page" validate={need} helperText="app.qrcodes.hints.page" sx={{ width: 280 }} />
        <Box sx={{ width: 420 }}>
          <TextInput source="payload" helperText={false} fullWidth multiline inputProps={{ maxLength: QRCODE_LIMITS.payload }} />
          <SceneHint />
        </Box>
      </FormGroup>
      <FormGroup title="app.qrcodes.groups.place">
        <SelectInput source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} emptyText="app.qrcodes.no_level" sx={{ width: 180 }} />
        <NumberInput source="lng" step={0.000001} sx={{ width: 220 }} />
        <NumberInput source="lat" step={0.000001} sx={{ width: 220 }} />
      </FormGroup>
      <Typography variant="body2" color="text.secondary">
        {translate('app.qrcodes.hints.place')}
      </Typography>
      <FormGroup title="app.qrcodes.groups.batch">
        <TextInput source="batch" helperText="app.qrcodes.hints.batch" sx={{ width: 280 }} />
        {mode === 'create' && (
          <NumberInput source="count" min={1} max={QRCODE_LIMITS.batchCount} step={1} helperText="app.qrcodes.hints.count" sx={{ width: 220 }} />
        )}
      </FormGroup>
    </Box>
  );
};
