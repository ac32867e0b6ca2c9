import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/ApiError';
import { emitBus } from '../../session/bus';
import { saveTimeTask } from './api';
import { browserTimeZone } from './dates';
import { ExceptionSelect, WeekdayPicker } from './TaskFields';
import { serverTaskErrors, taskPayload, validateTask, type TaskErrors, type TimeTaskField, type TimeTaskValues } from './timeTaskForm';
import { refreshRoads } from './useRoadData';
import type { Repeat } from './types';

interface Props {
  buildingId: number;
  initial: TimeTaskValues;
  /** The segments selected on the map ("use current selection"). */
  selection: readonly string[];
  /** The building's close tasks, which an open task may be an exception to. */
  closeTasks: readonly { id: number; name: string }[];
  onClose: () => void;
}

const VALIDATION = 10005;

/** Create or edit a time task; the console's checks first, then the server's 10005 errors on their fields. */
export const TimeTaskDialog = ({ buildingId, initial, selection, closeTasks, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TaskErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends TimeTaskField>(field: K, value: TimeTaskValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (field: TimeTaskField) => {
    const error = errors[field];
    return error ? translate(error, { _: error }) : undefined;
  };
  const submit = async () => {
    const found = validateTask(values);
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveTimeTask(taskPayload(values, buildingId, browserTimeZone()));
      notify('app.roads.tasks.saved', { type: 'success' });
      await refreshRoads(client, buildingId);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === VALIDATION && error.errors.length > 0) {
        const mapped = serverTaskErrors(error.errors);
        setErrors(mapped.fields);
        setOther(mapped.other);
      } else if (error instanceof ApiError && error.kind === 'api') emitBus('api-error', { message: error.message });
    } finally {
      setSaving(false);
    }
  };
  const text = (field: 'name' | 'reason', required: boolean) => (
    <TextField
      label={translate(`app.roads.tasks.fields.${field}`)}
      required={required}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field)}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: field === 'name' ? 100 : 200, 'data-testid': `task-${field}` } }}
    />
  );
  const dateTime = (field: 'startsAt' | 'endsAt') => (
    <TextField
      type="datetime-local"
      label={translate(`app.roads.tasks.fields.${field}`)}
      required
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field) ?? ' '}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `task-${field}` } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="time-task-title">
      <DialogTitle id="time-task-title">{translate(values.id === undefined ? 'app.roads.tasks.create' : 'app.roads.tasks.edit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {other.map((line) => (
            <Alert severity="error" key={line}>
              {line}
            </Alert>
          ))}
          {text('name', true)}
          {text('reason', true)}
          <FormControl error={Boolean(errors.roadIds)} data-testid="task-roads">
            <FormLabel required>{translate('app.roads.tasks.fields.roadIds')}</FormLabel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1, maxHeight: 96, overflow: 'auto' }}>
              {values.roadIds.map((id) => (
                <Chip
                  key={id}
                  size="small"
                  label={id}
                  onDelete={() =>
                    set(
                      'roadIds',
                      values.roadIds.filter((other) => other !== id),
                    )
                  }
                />
              ))}
            </Box>
            <Box>
              <Button size="small" variant="outlined" disabled={selection.length === 0} onClick={() => set('roadIds', [...selection])}>
                {translate('app.roads.tasks.use_selection', { smart_count: selection.length })}
              </Button>
            </Box>
            <FormHelperText>{message('roadIds') ?? translate('app.roads.tasks.roads_hint')}</FormHelperText>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {dateTime('startsAt')}
            {dateTime('endsAt')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('app.roads.tasks.fields.repeat')}
              value={values.repeat}
              onChange={(event) => set('repeat', event.target.value as Repeat)}
              error={Boolean(errors.repeat)}
              helperText={message('repeat')}
              size="small"
              fullWidth
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'task-repeat' } as object } }}
            >
              {(['none', 'daily', 'weekly'] as const).map((repeat) => (
                <MenuItem key={repeat} value={repeat}>
                  {translate(`app.roads.tasks.repeats.${repeat}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={translate('app.roads.tasks.fields.until')}
              value={values.until}
              disabled={values.repeat === 'none'}
              onChange={(event) => set('until', event.target.value)}
              error={Boolean(errors.until)}
              helperText={message('until') ?? translate('app.roads.tasks.until_hint')}
              size="small"
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'task-until' } }}
            />
          </Stack>
          {values.repeat === 'weekly' && <WeekdayPicker value={values.weekdays} error={message('weekdays')} onChange={(days) => set('weekdays', days)} />}
          <FormControl error={Boolean(errors.action)}>
            <FormLabel>{translate('app.roads.tasks.fields.action')}</FormLabel>
            <RadioGroup row value={values.action} onChange={(event) => set('action', event.target.value as 'close' | 'open')}>
              <FormControlLabel value="close" control={<Radio size="small" />} label={translate('app.roads.tasks.actions.close')} />
              <FormControlLabel value="open" control={<Radio size="small" />} label={translate('app.roads.tasks.actions.open')} />
            </RadioGroup>
            {errors.action && <FormHelperText>{message('action')}</FormHelperText>}
          </FormControl>
          {values.action === 'open' && (
            <ExceptionSelect value={values.exceptionOf} closeTasks={closeTasks} error={message('exceptionOf')} onChange={(ids) => set('exceptionOf', ids)} />
          )}
          <FormControl error={Boolean(errors.enabled)}>
            <FormControlLabel
              control={<Switch checked={values.enabled} onChange={(event) => set('enabled', event.target.checked)} />}
              label={translate('app.roads.tasks.fields.enabled')}
            />
            {errors.enabled && <FormHelperText>{message('enabled')}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
