import { Autocomplete, ListItemIcon, Stack, TextField } from '@mui/material';
import { BooleanInput, InputHelperText, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SOURCE_ICONS, SOURCE_LIMITS, SOURCE_TYPES } from '#contract/endpoints/source';
import type { Level } from '../../shell/session/types';
import { DialogForm } from '../shared/DialogForm';
import { iconOf } from './icons';
import { inputOf, serverErrors, validateDraft } from './model';
import type { SourceDraft, SourceInput, SourceType, SourceTypeCode } from './types';

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

const levelName = (levels: readonly Level[], id: number) => {
  const level = levels.find((l) => l.id === id);
  return level ? level.shortName || level.name : String(id);
};

const text = (field: 'title' | 'lng' | 'lat' | 'miniAppId' | 'path' | 'url', options: { required?: boolean; helper?: string; max?: number } = {}) => (
  <TextInput
    source={field}
    label={`app.sources.fields.${field}`}
    isRequired={options.required}
    helperText={options.helper ?? false}
    slotProps={{ htmlInput: { maxLength: options.max, 'data-testid': `source-${field}` } }}
  />
);

/** The POI a link leads to, chosen by name among the draft's POIs; a new link takes its name as the title until one is typed. */
const PoiInput = ({ pois, levels }: { pois: readonly PoiChoice[]; levels: readonly Level[] }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string>({ source: 'poiId', isRequired: true });
  const { getValues, setValue } = useFormContext<SourceDraft>();
  const poi = pois.find((p) => p.id === field.value) ?? null;
  return (
    <Autocomplete
      options={pois}
      value={poi}
      onChange={(_, choice) => {
        field.onChange(choice?.id ?? '');
        if (choice && !(getValues('title') ?? '').trim())
          setValue('title', choice.name.slice(0, SOURCE_LIMITS.title), { shouldDirty: true, shouldValidate: true });
      }}
      onBlur={field.onBlur}
      getOptionLabel={(p) => `${p.name || p.id} · ${levelName(levels, p.levelId)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('app.sources.no_pois')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          size="small"
          label={translate('app.sources.fields.poiId')}
          error={fieldState.invalid}
          helperText={fieldState.error ? <InputHelperText error={fieldState.error.message} /> : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'source-poi' } }}
        />
      )}
    />
  );
};

/** The link's inputs: its type, title and icon, then the target of its type. */
const SourceInputs = ({ types, typeName, levels, pois }: Pick<Props, 'types' | 'typeName' | 'levels' | 'pois'>) => {
  const translate = useTranslate();
  const type = useWatch<SourceDraft, 'type'>({ name: 'type' });
  return (
    <>
      <SelectInput
        source="type"
        label="app.sources.fields.type"
        choices={(types.length ? types.map((t) => t.code) : SOURCE_TYPES).map((code) => ({ id: code, name: typeName(code) }))}
        translateChoice={false}
        // Always one of the types: no empty choice.
        isRequired
        helperText={false}
        slotProps={{ htmlInput: { 'data-testid': 'source-type' } }}
      />
      {text('title', { required: true, max: SOURCE_LIMITS.title, helper: translate('app.sources.help.title', { limit: SOURCE_LIMITS.title }) })}
      <SelectInput
        source="icon"
        label="app.sources.fields.icon"
        choices={SOURCE_ICONS.map((key) => ({ id: key, name: `app.sources.icons.${key || 'default'}` }))}
        optionText={(choice: { id: string; name: string }) => {
          const Icon = iconOf(choice.id, type);
          return (
            <>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {translate(choice.name)}
            </>
          );
        }}
        // '' is the type's own icon, a choice like the others.
        isRequired
        helperText={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'source-icon' } }}
      />
      {type === 'poi' &&
        (pois ? (
          <PoiInput pois={pois} levels={levels} />
        ) : (
          <TextInput
            source="poiId"
            label="app.sources.fields.poiId"
            isRequired
            helperText="app.sources.help.poi_id"
            slotProps={{ htmlInput: { 'data-testid': 'source-poiId' } }}
          />
        ))}
      {type === 'place' && (
        <>
          <SelectInput
            source="levelId"
            label="app.sources.fields.levelId"
            choices={levels.map((l) => ({ id: String(l.id), name: l.shortName && l.shortName !== l.name ? `${l.shortName} · ${l.name}` : l.name }))}
            translateChoice={false}
            isRequired
            helperText={false}
            slotProps={{ htmlInput: { 'data-testid': 'source-levelId' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('lng', { required: true })}
            {text('lat', { required: true })}
          </Stack>
        </>
      )}
      {type === 'miniProgram' && (
        <>
          {text('path', { required: true, helper: translate('app.sources.help.path') })}
          {text('miniAppId', { helper: translate('app.sources.help.mini_app_id') })}
        </>
      )}
      {type === 'web' && text('url', { required: true, helper: translate('app.sources.help.url') })}
      <BooleanInput source="enabled" label="app.sources.enabled" helperText={false} />
    </>
  );
};

/** Add or edit one link: its type, title, icon and the target of its type; the console's checks, then the server's errors on their fields. */
export const SourceDialog = ({ initial, index, types, typeName, levels, pois, onSave, onClose }: Props) => (
  <DialogForm
    title={initial.id === undefined ? 'app.sources.add' : 'app.sources.edit'}
    defaultValues={initial}
    validate={validateDraft}
    messageArgs={{ limit: SOURCE_LIMITS.title }}
    onSave={(values) => onSave(inputOf(values))}
    serverErrors={(errors) => serverErrors(errors, index)}
    onClose={onClose}
    saveTestId="source-save"
  >
    <SourceInputs types={types} typeName={typeName} levels={levels} pois={pois} />
  </DialogForm>
);
