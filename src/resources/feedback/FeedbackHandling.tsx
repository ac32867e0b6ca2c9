import { useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { feedbackApi } from '#contract/endpoints/feedback';
import { FEEDBACK_LIMITS } from '#contract/endpoints/feedback';
import type { FeedbackDetail, FeedbackTimelineEntry } from '#contract/schemas/feedback';
import { call } from '../../dataProvider/httpClient';
import { useAssignees } from './useAssignees';

export const feedbackKey = (id: number) => ['feedback', id] as const;

/** One timeline row in words: who did what (the states translated). */
function useEntryText() {
  const translate = useTranslate();
  const state = (s: string | null) => (s ? translate(`app.feedback.state.${s}`) : '');
  return (e: FeedbackTimelineEntry) => {
    const admin = e.admin?.name ?? '—';
    if (e.kind === 'reply') return translate('app.feedback.event.reply', { admin });
    if (e.kind === 'state') return translate('app.feedback.event.state', { admin, from: state(e.fromState), to: state(e.toState) });
    return e.assignee ? translate('app.feedback.event.assign', { admin, assignee: e.assignee.name }) : translate('app.feedback.event.unassign', { admin });
  };
}

/** The history, oldest first: the user's report, then every reply, state change and assignment. */
export const FeedbackTimeline = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  const text = useEntryText();
  const rows = [
    { key: 'report', at: detail.time, title: translate('app.feedback.reported'), body: '' },
    ...detail.timeline.map((e) => ({ key: String(e.id), at: e.at, title: text(e), body: e.text })),
  ];
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="feedback-timeline">
      {rows.map((r) => (
        <Box component="li" key={r.key} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {new Date(r.at).toLocaleString()}
          </Typography>
          <Typography variant="body2">{r.title}</Typography>
          {r.body && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1, borderRadius: 1, mt: 0.5 }}>
              {r.body}
            </Typography>
          )}
        </Box>
      ))}
      {!detail.timeline.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.feedback.timeline_empty')}
        </Typography>
      )}
    </Stack>
  );
};

/** Reply, state and assignee controls; each answers the detail after the change, which replaces the shown one. */
export const FeedbackControls = ({ detail }: { detail: FeedbackDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const assignees = useAssignees(detail.buildingId);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<FeedbackDetail>, done: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(feedbackKey(detail.id), await work());
      notify(done, { type: 'success' });
      return true;
    } catch {
      // The request layer has shown the server's message.
      return false;
    } finally {
      setBusy(false);
    }
  };
  const sendReply = async () => {
    if (await run(() => call(feedbackApi.reply, { body: { id: detail.id, text: reply } }), 'app.feedback.reply_sent')) setReply('');
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="feedback-controls">
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h2">
          {translate('app.feedback.handle')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate('app.feedback.move_to')}
            value=""
            disabled={busy || !detail.moves.length}
            onChange={(e) =>
              void run(() => call(feedbackApi.state, { body: { id: detail.id, state: e.target.value as FeedbackDetail['state'] } }), 'app.feedback.moved')
            }
            fullWidth
            data-testid="feedback-move"
          >
            {detail.moves.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.feedback.state.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('app.feedback.assign')}
            value={detail.assignee?.id ?? 0}
            disabled={busy}
            onChange={(e) => {
              const value = Number(e.target.value);
              void run(() => call(feedbackApi.assign, { body: { id: detail.id, assigneeId: value || null } }), 'app.feedback.assigned');
            }}
            fullWidth
            data-testid="feedback-assign"
          >
            <MenuItem value={0}>{translate('app.feedback.unassigned')}</MenuItem>
            {detail.assignee && !assignees.some((a) => a.id === detail.assignee!.id) && <MenuItem value={detail.assignee.id}>{detail.assignee.name}</MenuItem>}
            {assignees.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={translate('app.feedback.reply')}
          multiline
          minRows={2}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.text } }}
          helperText={`${[...reply].length} / ${FEEDBACK_LIMITS.text}`}
          data-testid="feedback-reply"
        />
        <Box>
          <Button variant="contained" disabled={busy || !reply.trim()} onClick={() => void sendReply()}>
            {translate('app.feedback.reply_send')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
};
