import { Autocomplete, Box, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isNewId } from './patch';
import { PoiTypeIcon } from './poiIcons';
import type { PoiFields, PoiTypeRecord } from './types';
import type { PoiEditor } from './usePoiEditor';

export interface UnitChoice {
  id: string;
  name: string;
}

const KEYWORD_LIMIT = 20;

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The selected POI's fields; every change is a pending change of the editor (saved with the others). */
export const PoiPanel = ({ editor, types, units }: { editor: PoiEditor; types: readonly PoiTypeRecord[]; units: readonly UnitChoice[] }) => {
  const translate = useTranslate();
  const poi = editor.selected;
  if (!poi) {
    return (
      <Box sx={{ p: 2, color: 'text.secondary' }} data-testid="poi-panel-empty">
        <Typography variant="body2">{translate(editor.placing ? 'app.pois.placing' : 'app.pois.panel.hint')}</Typography>
      </Box>
    );
  }
  const set = (fields: Partial<PoiFields>, field: keyof PoiFields) => editor.edit(poi.id, fields, `${poi.id}:${field}`);
  const entry = editor.pending.get(poi.id);
  const label = (key: string) => translate(`app.pois.fields.${key}`);
  const unitKnown = poi.unitId === null || units.some((unit) => unit.id === poi.unitId);
  return (
    <Stack spacing={1.5} component="section" aria-label={translate('app.pois.panel.title')} data-testid="poi-panel" data-poi-id={poi.id}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('app.pois.panel.title')}
        </Typography>
        {entry && (
          <Chip
            size="small"
            color={isNewId(poi.id) ? 'success' : 'warning'}
            variant="outlined"
            label={translate(`app.pois.status.${entry.op === 'add' ? 'new' : 'changed'}`)}
          />
        )}
      </Stack>
      <TextField
        size="small"
        required
        label={label('name')}
        value={poi.name}
        error={poi.name.trim() === ''}
        helperText={poi.name.trim() === '' ? translate('app.pois.panel.name_required') : undefined}
        onChange={(event) => set({ name: event.target.value }, 'name')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        label={label('nameEn')}
        value={poi.nameEn ?? ''}
        onChange={(event) => set({ nameEn: orNull(event.target.value) }, 'nameEn')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        select
        label={label('poiTypeId')}
        value={poi.poiTypeId ?? ''}
        onChange={(event) => set({ poiTypeId: event.target.value === '' ? null : Number(event.target.value) }, 'poiTypeId')}
      >
        <MenuItem value="">{translate('app.pois.panel.no_type')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            <Stack direction="row" spacing={1} alignItems="center">
              <PoiTypeIcon icon={type.icon} color={type.color} iconUrl={type.iconUrl} />
              <span>{type.name}</span>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label={label('unitId')}
        value={poi.unitId ?? ''}
        onChange={(event) => set({ unitId: event.target.value === '' ? null : event.target.value }, 'unitId')}
      >
        <MenuItem value="">{translate('app.pois.panel.no_unit')}</MenuItem>
        {!unitKnown && <MenuItem value={poi.unitId ?? ''}>{poi.unitId}</MenuItem>}
        {units.map((unit) => (
          <MenuItem key={unit.id} value={unit.id}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={label('openingHours')}
        placeholder={translate('app.pois.panel.opening_hours_example')}
        value={poi.openingHours ?? ''}
        onChange={(event) => set({ openingHours: orNull(event.target.value) }, 'openingHours')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        options={[]}
        value={poi.keywords}
        onChange={(_, value) => set({ keywords: [...new Set(value.map((word) => word.trim()).filter(Boolean))].slice(0, KEYWORD_LIMIT) }, 'keywords')}
        renderValue={(value, getItemProps) => value.map((word, index) => <Chip size="small" label={word} {...getItemProps({ index })} key={word} />)}
        renderInput={(params) => <TextField {...params} label={label('keywords')} helperText={translate('app.pois.panel.keywords_hint')} />}
      />
      <FormControlLabel
        control={<Switch checked={poi.visible} onChange={(event) => set({ visible: event.target.checked }, 'visible')} />}
        label={label('visible')}
      />
      <Typography variant="caption" color="text.secondary" data-testid="poi-point">
        {translate('app.pois.panel.point', { lng: poi.point[0].toFixed(7), lat: poi.point[1].toFixed(7) })}
      </Typography>
      {!isNewId(poi.id) && (
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          ID: {poi.id}
        </Typography>
      )}
    </Stack>
  );
};
