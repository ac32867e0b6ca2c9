import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/ApiError';
import { PlatformFileInput } from '../../../files/PlatformFileInput';
import { rulesOf } from '../../../files/platformFile';
import { savePoiType, type PoiTypeInput } from './api';
import { POI_ICONS, PoiTypeIcon } from './poiIcons';
import type { PoiIcon } from '#contract/schemas/poi';
import type { PoiTypeRecord } from './types';

const HEX = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOR = '#3a86ff';

interface Props {
  buildingId: number;
  /** The type edited; null adds one. */
  type: PoiTypeRecord | null;
  /** The order a new type gets by default (after the others). */
  nextSort: number;
  onSaved: () => void;
  onCancel: () => void;
  onError: (message: string) => void;
}

type Errors = Partial<Record<'name' | 'nameEn' | 'icon' | 'color' | 'iconUrl' | 'sort', string>>;

/** Adds or edits one POI type: name, English name, icon (the known keys, or an uploaded image: issue 13), colour and order. */
export const PoiTypeForm = ({ buildingId, type, nextSort, onSaved, onCancel, onError }: Props) => {
  const translate = useTranslate();
  const [name, setName] = useState(type?.name ?? '');
  const [nameEn, setNameEn] = useState(type?.nameEn ?? '');
  const [icon, setIcon] = useState<PoiIcon>(POI_ICONS.find((entry) => entry.key === type?.icon)?.key ?? 'shop');
  const [color, setColor] = useState(type?.color && HEX.test(type.color) ? type.color : DEFAULT_COLOR);
  const [iconUrl, setIconUrl] = useState(type?.iconUrl ?? '');
  const [sort, setSort] = useState(String(type?.sort ?? (type ? '' : nextSort)));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const label = (key: string) => translate(`app.pois.types.fields.${key}`);

  const submit = async () => {
    const local: Errors = {};
    if (name.trim() === '') local.name = translate('app.pois.types.name_required');
    if (!HEX.test(color)) local.color = translate('app.pois.types.color_invalid');
    if (sort.trim() !== '' && !/^\d+$/.test(sort.trim())) local.sort = translate('app.pois.types.sort_invalid');
    setErrors(local);
    if (Object.keys(local).length) return;
    const body: PoiTypeInput = { buildingId, name: name.trim(), nameEn: nameEn.trim(), icon, color, iconUrl, ...(type ? { id: type.id } : {}) };
    if (sort.trim() !== '') body.sort = Number(sort);
    setBusy(true);
    try {
      await savePoiType(body);
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields: Errors = {};
      for (const item of error.errors)
        if (item.field in { name: 1, nameEn: 1, icon: 1, color: 1, iconUrl: 1, sort: 1 }) fields[item.field as keyof Errors] = item.message;
      setErrors(fields);
      if (!Object.keys(fields).length) onError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      data-testid="poi-type-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
        <TextField
          size="small"
          required
          autoFocus
          label={label('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          sx={{ flex: 1, minWidth: 140 }}
        />
        <TextField
          size="small"
          label={label('nameEn')}
          value={nameEn}
          onChange={(event) => setNameEn(event.target.value)}
          error={!!errors.nameEn}
          helperText={errors.nameEn}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          sx={{ flex: 1, minWidth: 140 }}
        />
        <TextField
          size="small"
          select
          label={label('icon')}
          value={icon}
          onChange={(event) => setIcon(event.target.value as PoiIcon)}
          error={!!errors.icon}
          helperText={errors.icon}
          sx={{ width: 150 }}
        >
          {POI_ICONS.map(({ key }) => (
            <MenuItem key={key} value={key}>
              <Stack direction="row" spacing={1} alignItems="center">
                <PoiTypeIcon icon={key} color={color} />
                <span>{translate(`app.pois.icons.${key}`)}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={0.5} alignItems="flex-start">
          <Box
            component="input"
            type="color"
            aria-label={label('color')}
            value={HEX.test(color) ? color : DEFAULT_COLOR}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setColor(event.target.value)}
            sx={{ width: 40, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
          />
          <TextField
            size="small"
            label={label('color')}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            error={!!errors.color}
            helperText={errors.color}
            sx={{ width: 110 }}
          />
        </Stack>
        <TextField
          size="small"
          label={label('sort')}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          error={!!errors.sort}
          helperText={errors.sort}
          sx={{ width: 90 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <PlatformFileInput
          purpose="poi-type-icon"
          buildingId={buildingId}
          value={iconUrl}
          onChange={setIconUrl}
          label={translate('app.files.poi_type_icon')}
          helperText={translate('app.files.poi_type_icon_hint', rulesOf('poi-type-icon'))}
          error={errors.iconUrl}
          disabled={busy}
        />
      </Box>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Box>
  );
};
