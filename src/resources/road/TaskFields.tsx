import { Box, Button, Chip, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { CheckboxGroupInput, InputHelperText, SelectArrayInput, useInput, useLocaleState, useTranslate } from 'react-admin';
import { weekdayNames } from './taskText';

/** The segments a task acts on: chips to remove one, and the map's selection to take them all from. */
export const RoadIdsInput = ({ selection }: { selection: readonly string[] }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source: 'roadIds' });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormControl error={fieldState.invalid} data-testid="task-roads">
      <FormLabel required>{translate('app.roads.tasks.fields.roadIds')}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1, maxHeight: 96, overflow: 'auto' }}>
        {ids.map((id) => (
          <Chip key={id} size="small" label={id} onDelete={() => field.onChange(ids.filter((other) => other !== id))} />
        ))}
      </Box>
      <Box>
        <Button size="small" variant="outlined" disabled={selection.length === 0} onClick={() => field.onChange([...selection])}>
          {translate('app.roads.tasks.use_selection', { smart_count: selection.length })}
        </Button>
      </Box>
      <FormHelperText>
        <InputHelperText error={fieldState.error?.message} helperText="app.roads.tasks.roads_hint" />
      </FormHelperText>
    </FormControl>
  );
};

/** The days a weekly task's occurrences start on (ISO weekdays, 1 = Monday … 7 = Sunday), Monday first, in the UI language. */
export const WeekdayInput = () => {
  const [locale] = useLocaleState();
  return (
    // The test id on a wrapper: the input passes its own extra props down to every checkbox as well.
    <Box data-testid="task-weekdays">
      <CheckboxGroupInput
        source="weekdays"
        label="app.roads.tasks.fields.weekdays"
        choices={weekdayNames(locale).map((name, index) => ({ id: index + 1, name }))}
        translateChoice={false}
        options={{ size: 'small' }}
        isRequired
        helperText={false}
      />
    </Box>
  );
};

/** The close tasks an opening is an exception to (the server then lets them overlap). */
export const ExceptionInput = ({ closeTasks }: { closeTasks: readonly { id: number; name: string }[] }) => (
  <SelectArrayInput
    source="exceptionOf"
    label="app.roads.tasks.fields.exceptionOf"
    choices={[...closeTasks]}
    translateChoice={false}
    helperText="app.roads.tasks.exception_hint"
  />
);
