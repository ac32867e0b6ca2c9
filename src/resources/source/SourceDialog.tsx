import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  ListItemIcon,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SOURCE_ICONS, SOURCE_LIMITS, SOURCE_TYPES } from '../../../server/src/contract/source';
import { ApiError } from '../../dataProvider/ApiError';
import { emitBus } from '../../session/bus';
import type { Level } from '../../session/types';
import { iconOf } from './icons';
import { inputOf, serverErrors, validateDraft } from './model';
import type { DraftErrors, DraftField, SourceDraft, SourceInput, SourceType, SourceTypeCode } from './types';

export interface PoiChoice {
  id: string;
  name: string;
  levelId: number;
}

interface Props {
  initial: SourceDraft;
  /** Where the link stands in the list the save sends (its errors are named `sources[index].…`). */
  index: number;
  types: readonly SourceType[];
  typeName: (code: SourceTypeCode) => string;
  levels: readonly Level[];
  /** The draft's POIs; null when they could not be read (the POI id is typed instead). */
  pois: readonly PoiChoice[] | null;
  onSave: (input: SourceInput) => Promise<void>;
  onClose: () => void;
}

const VALIDATION = 10005;
const levelName = (levels: readonly Level[], id: number) => {
  const level = levels.find((l) => l.id === id);
  return level ? level.shortName || level.name : String(id);
};

/** Add or edit one link: its type, title, icon and the target of its type; the console's checks, then the server's errors on their fields. */
export const SourceDialog = ({ initial, index, types, typeName, levels, pois, onSave, onClose }: Props) => {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SourceDraft>(field: K, value: SourceDraft[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (field: DraftField) => (errors[field] ? translate(errors[field], { _: errors[field], limit: SOURCE_LIMITS.title }) : undefined);
  const submit = async () => {
    const found = validateDraft(values);
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(inputOf(values));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === VALIDATION && error.errors.length > 0) {
        const mapped = serverErrors(error.errors, index);
        setErrors(mapped.fields);
        setOther(mapped.other);
      } else if (error instanceof ApiError && error.kind === 'api') emitBus('api-error', { message: error.message });
    } finally {
      setSaving(false);
    }
  };
  const text = (field: 'title' | 'lng' | 'lat' | 'miniAppId' | 'path' | 'url', options: { required?: boolean; helper?: string; max?: number } = {}) => (
    <TextField
      label={translate(`app.sources.fields.${field}`)}
      required={options.required}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field) ?? options.helper}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: options.max, 'data-testid': `source-${field}` } }}
    />
  );
  const poi = pois?.find((p) => p.id === values.poiId) ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="source-dialog-title">
      <DialogTitle id="source-dialog-title">{translate(values.id === undefined ? 'app.sources.add' : 'app.sources.edit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {other.map((line) => (
            <Alert severity="error" key={line}>
              {line}
            </Alert>
          ))}
          <TextField
            select
            label={translate('app.sources.fields.type')}
            value={values.type}
            onChange={(event) => set('type', event.target.value as SourceTypeCode)}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'source-type' } }}
          >
            {(types.length ? types.map((t) => t.code) : SOURCE_TYPES).map((code) => (
              <MenuItem key={code} value={code}>
                {typeName(code)}
              </MenuItem>
            ))}
          </TextField>
          {text('title', { required: true, max: SOURCE_LIMITS.title, helper: translate('app.sources.help.title', { limit: SOURCE_LIMITS.title }) })}
          <TextField
            select
            label={translate('app.sources.fields.icon')}
            value={values.icon}
            onChange={(event) => set('icon', event.target.value)}
            error={Boolean(errors.icon)}
            helperText={message('icon')}
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'source-icon' } }}
          >
            {SOURCE_ICONS.map((key) => {
              const Icon = iconOf(key, values.type);
              return (
                <MenuItem key={key || 'default'} value={key}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {translate(`app.sources.icons.${key || 'default'}`)}
                </MenuItem>
              );
            })}
          </TextField>
          {values.type === 'poi' &&
            (pois ? (
              <Autocomplete
                options={pois}
                value={poi}
                onChange={(_, choice) => {
                  set('poiId', choice?.id ?? '');
                  // A new link takes the POI's name as its title until one is typed.
                  if (choice && !values.title.trim()) set('title', choice.name.slice(0, SOURCE_LIMITS.title));
                }}
                getOptionLabel={(p) => `${p.name || p.id} · ${levelName(levels, p.levelId)}`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={translate('app.sources.no_pois')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    size="small"
                    label={translate('app.sources.fields.poiId')}
                    error={Boolean(errors.poiId)}
                    helperText={message('poiId')}
                    slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'source-poi' } }}
                  />
                )}
              />
            ) : (
              <TextField
                label={translate('app.sources.fields.poiId')}
                required
                value={values.poiId}
                onChange={(event) => set('poiId', event.target.value)}
                error={Boolean(errors.poiId)}
                helperText={message('poiId') ?? translate('app.sources.help.poi_id')}
                size="small"
                slotProps={{ htmlInput: { 'data-testid': 'source-poiId' } }}
              />
            ))}
          {values.type === 'place' && (
            <>
              <TextField
                select
                required
                label={translate('app.sources.fields.levelId')}
                value={values.levelId}
                onChange={(event) => set('levelId', event.target.value)}
                error={Boolean(errors.levelId)}
                helperText={message('levelId')}
                size="small"
                slotProps={{ htmlInput: { 'data-testid': 'source-levelId' } }}
              >
                {levels.map((l) => (
                  <MenuItem key={l.id} value={String(l.id)}>
                    {l.shortName && l.shortName !== l.name ? `${l.shortName} · ${l.name}` : l.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('lng', { required: true })}
                {text('lat', { required: true })}
              </Stack>
            </>
          )}
          {values.type === 'miniProgram' && (
            <>
              {text('path', { required: true, helper: translate('app.sources.help.path') })}
              {text('miniAppId', { helper: translate('app.sources.help.mini_app_id') })}
            </>
          )}
          {values.type === 'web' && text('url', { required: true, helper: translate('app.sources.help.url') })}
          <FormControlLabel
            control={<Switch checked={values.enabled} onChange={(event) => set('enabled', event.target.checked)} />}
            label={translate('app.sources.enabled')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving} data-testid="source-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
