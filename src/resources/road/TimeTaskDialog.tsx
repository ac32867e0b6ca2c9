import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, DateInput, DateTimeInput, RadioButtonGroupInput, SelectInput, TextInput, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DialogForm } from '../shared/DialogForm';
import { saveTimeTask } from './api';
import { browserTimeZone } from './dates';
import { ExceptionInput, RoadIdsInput, WeekdayInput } from './TaskFields';
import { serverTaskErrors, taskPayload, validateTask, type TimeTaskValues } from './timeTaskForm';
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

const REPEATS = (['none', 'daily', 'weekly'] as const).map((id) => ({ id, name: `app.roads.tasks.repeats.${id}` }));
const ACTIONS = (['close', 'open'] as const).map((id) => ({ id, name: `app.roads.tasks.actions.${id}` }));

const text = (field: 'name' | 'reason', maxLength: number) => (
  <TextInput
    source={field}
    label={`app.roads.tasks.fields.${field}`}
    isRequired
    helperText={false}
    slotProps={{ htmlInput: { maxLength, 'data-testid': `task-${field}` } }}
  />
);

const dateTime = (field: 'startsAt' | 'endsAt') => (
  <DateTimeInput source={field} label={`app.roads.tasks.fields.${field}`} isRequired slotProps={{ htmlInput: { 'data-testid': `task-${field}` } }} />
);

/** The task's inputs; which show follows the repetition and the action chosen. */
const TaskInputs = ({ selection, closeTasks }: Pick<Props, 'selection' | 'closeTasks'>) => {
  const repeat = useWatch<TimeTaskValues, 'repeat'>({ name: 'repeat' }) as Repeat;
  const action = useWatch<TimeTaskValues, 'action'>({ name: 'action' });
  return (
    <>
      {text('name', 100)}
      {text('reason', 200)}
      <RoadIdsInput selection={selection} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {dateTime('startsAt')}
        {dateTime('endsAt')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          source="repeat"
          label="app.roads.tasks.fields.repeat"
          choices={REPEATS}
          // Always one of the three: no empty choice.
          isRequired
          helperText={false}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'task-repeat' } as object } }}
        />
        <DateInput
          source="until"
          label="app.roads.tasks.fields.until"
          disabled={repeat === 'none'}
          helperText="app.roads.tasks.until_hint"
          slotProps={{ htmlInput: { 'data-testid': 'task-until' } }}
        />
      </Stack>
      {repeat === 'weekly' && <WeekdayInput />}
      <RadioButtonGroupInput source="action" label="app.roads.tasks.fields.action" choices={ACTIONS} row helperText={false} />
      {action === 'open' && <ExceptionInput closeTasks={closeTasks} />}
      <BooleanInput source="enabled" label="app.roads.tasks.fields.enabled" helperText={false} />
    </>
  );
};

/** Create or edit a time task; the console's checks first, then the server's 10005 errors on their fields. */
export const TimeTaskDialog = ({ buildingId, initial, selection, closeTasks, onClose }: Props) => {
  const notify = useNotify();
  const client = useQueryClient();
  const save = async (values: TimeTaskValues) => {
    await saveTimeTask(taskPayload(values, buildingId, browserTimeZone()));
    notify('app.roads.tasks.saved', { type: 'success' });
    await refreshRoads(client, buildingId);
  };
  return (
    <DialogForm
      title={initial.id === undefined ? 'app.roads.tasks.create' : 'app.roads.tasks.edit'}
      defaultValues={initial}
      validate={validateTask}
      onSave={save}
      serverErrors={serverTaskErrors}
      onClose={onClose}
    >
      <TaskInputs selection={selection} closeTasks={closeTasks} />
    </DialogForm>
  );
};
