import { MenuItem, TextField } from '@mui/material';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useCompanyApps } from './lookups';
import type { Building } from '../../shell/session/types';

const NONE = '';

/** The app the building serves, or "未加入应用" (null) as a real, named choice. */
export const AppInput = ({ companyId }: { companyId: number | null }) => {
  const translate = useTranslate();
  const record = useRecordContext<Building>();
  const apps = useCompanyApps(companyId);
  const { field, fieldState, id } = useInput<number | null>({
    source: 'appId',
    format: (value) => (value === null || value === undefined ? NONE : value),
    parse: (value: unknown) => (value === NONE ? null : Number(value)),
  });
  const error = fieldState.error?.message;
  const known = field.value === NONE || (apps.data ?? []).some((app) => app.id === field.value);
  return (
    <TextField
      select
      id={id}
      variant="filled"
      size="small"
      fullWidth
      margin="dense"
      label={translate('resources.building.fields.appId')}
      {...field}
      // "未加入应用" is a value like the others: shown, not an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : translate('app.buildings.app_hint')}
    >
      <MenuItem value={NONE}>{translate('app.buildings.no_app')}</MenuItem>
      {/* The saved app while the list loads (or if it left the list): still shown by name. */}
      {!known && <MenuItem value={field.value}>{record && record.appId === field.value ? record.appName : `#${field.value}`}</MenuItem>}
      {(apps.data ?? []).map((app) => (
        <MenuItem key={app.id} value={app.id}>
          {app.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
