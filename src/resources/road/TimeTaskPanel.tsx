import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { deleteTimeTask } from './api';
import { calendarDays, CALENDAR_DAYS, type CalendarEntry } from './calendar';
import { dayHeading, repeatText, timeOn } from './taskText';
import { TimeTaskDialog } from './TimeTaskDialog';
import { newTaskValues, taskValues, type TimeTaskValues } from './timeTaskForm';
import { refreshRoads, useTimeTasks } from './useRoadData';
import type { TimeTask } from './types';

interface Props {
  buildingId: number;
  selection: readonly string[];
}

const ActionChip = ({ task }: { task: TimeTask }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={task.action === 'close' ? 'error' : 'primary'} variant="outlined" label={translate(`app.roads.tasks.actions.${task.action}`)} />
  );
};

const TaskButtons = ({ task, onEdit, onDelete }: { task: TimeTask; onEdit: (task: TimeTask) => void; onDelete: (task: TimeTask) => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flexShrink: 0 }}>
      <IconButton size="small" aria-label={translate('app.roads.tasks.edit_named', { name: task.name })} onClick={() => onEdit(task)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('app.roads.tasks.delete_named', { name: task.name })} onClick={() => onDelete(task)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** Timed closures: the next 14 days' closures by day (browser time), every task, and the create/edit dialog. */
export const TimeTaskPanel = ({ buildingId, selection }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const client = useQueryClient();
  const [now] = useState(() => new Date());
  const tasks = useTimeTasks(buildingId, now);
  const [editing, setEditing] = useState<TimeTaskValues | null>(null);
  const [deleting, setDeleting] = useState<TimeTask | null>(null);
  const records = useMemo(() => tasks.data?.records ?? [], [tasks.data]);
  const days = useMemo(() => calendarDays(records, now), [records, now]);
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteTimeTask(deleting.id);
      notify('app.roads.tasks.deleted', { type: 'success' });
    } finally {
      setDeleting(null);
      await refreshRoads(client, buildingId);
    }
  };
  const entryText = (entry: CalendarEntry, day: Date) => `${timeOn(translate, entry.start, day)} – ${timeOn(translate, entry.end, day)}`;
  return (
    <Stack spacing={1.5} data-testid="time-task-panel">
      <Box>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing(newTaskValues(new Date(), selection))}>
          {translate('app.roads.tasks.create')}
        </Button>
      </Box>
      {tasks.isPending && <CircularProgress size={24} />}
      {tasks.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
              {translate('app.maps.retry')}
            </Button>
          }
        >
          {translate('app.roads.tasks.load_failed', { message: tasks.error.message })}
        </Alert>
      )}
      {tasks.data && (
        <>
          <Typography variant="subtitle2">{translate('app.roads.tasks.calendar', { days: CALENDAR_DAYS })}</Typography>
          {days.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="calendar-empty">
              {translate('app.roads.tasks.calendar_empty')}
            </Typography>
          ) : (
            <Box data-testid="task-calendar" sx={{ maxHeight: 340, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {days.map((day) => (
                <Box key={day.day} component="section" data-testid="calendar-day" data-day={day.day} aria-label={day.day}>
                  <Typography variant="caption" component="h3" sx={{ display: 'block', px: 1, py: 0.5, bgcolor: 'action.hover', fontWeight: 600 }}>
                    {dayHeading(translate, locale, day.date, now)}
                  </Typography>
                  <List dense disablePadding>
                    {day.entries.map((entry) => (
                      <ListItem
                        key={`${entry.task.id}-${entry.start.getTime()}`}
                        data-testid="calendar-entry"
                        secondaryAction={<ActionChip task={entry.task} />}
                      >
                        <ListItemText
                          primary={`${entryText(entry, day.date)}  ${entry.task.name}`}
                          secondary={translate('app.roads.tasks.segments', { smart_count: entry.task.roadIds.length })}
                        />
                      </ListItem>
                    ))}
                  </List>
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="subtitle2">{translate('app.roads.tasks.all', { smart_count: tasks.data.total })}</Typography>
          <List dense disablePadding data-testid="task-list" sx={{ maxHeight: 240, overflow: 'auto' }}>
            {records.map((task) => (
              <ListItem key={task.id} divider data-testid="task-row" sx={{ gap: 1, opacity: task.enabled ? 1 : 0.6 }}>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      {task.name}
                      <ActionChip task={task} />
                      {!task.enabled && <Chip size="small" label={translate('app.roads.tasks.disabled')} />}
                    </Box>
                  }
                  secondary={`${repeatText(translate, locale, task)} · ${translate('app.roads.tasks.segments', { smart_count: task.roadIds.length })}`}
                />
                <TaskButtons task={task} onEdit={(t) => setEditing(taskValues(t))} onDelete={setDeleting} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {editing && (
        <TimeTaskDialog
          buildingId={buildingId}
          initial={editing}
          selection={selection}
          closeTasks={records.filter((task) => task.action === 'close' && task.id !== editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="app.roads.tasks.delete_title"
        content="app.roads.tasks.delete_text"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
