import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { weekdayNames } from './taskText';

interface WeekdayProps {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  value: readonly number[];
  error?: string;
  onChange: (days: number[]) => void;
}

/** The days a weekly task's occurrences start on, Monday first, in the UI language. */
export const WeekdayPicker = ({ value, error, onChange }: WeekdayProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <FormControl error={Boolean(error)} data-testid="task-weekdays">
      <FormLabel required>{translate('app.roads.tasks.fields.weekdays')}</FormLabel>
      <FormGroup row>
        {weekdayNames(locale).map((name, index) => {
          const day = index + 1;
          const checked = value.includes(day);
          return (
            <FormControlLabel
              key={day}
              label={name}
              control={<Checkbox size="small" checked={checked} onChange={() => onChange(checked ? value.filter((d) => d !== day) : [...value, day])} />}
            />
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};

interface ExceptionProps {
  value: readonly number[];
  closeTasks: readonly { id: number; name: string }[];
  error?: string;
  onChange: (ids: number[]) => void;
}

/** The close tasks an opening is an exception to (the server then lets them overlap). */
export const ExceptionSelect = ({ value, closeTasks, error, onChange }: ExceptionProps) => {
  const translate = useTranslate();
  const names = (ids: readonly number[]) =>
    closeTasks
      .filter((task) => ids.includes(task.id))
      .map((task) => task.name)
      .join(translate('app.roads.tasks.list_separator'));
  return (
    <TextField
      select
      label={translate('app.roads.tasks.fields.exceptionOf')}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as number[])}
      error={Boolean(error)}
      helperText={error ?? translate('app.roads.tasks.exception_hint')}
      size="small"
      fullWidth
      slotProps={{ select: { multiple: true, renderValue: (ids) => names(ids as number[]) } }}
    >
      {closeTasks.map((task) => (
        <MenuItem key={task.id} value={task.id}>
          {task.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
