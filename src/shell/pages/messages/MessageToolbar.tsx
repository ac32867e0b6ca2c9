import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Confirm, useTranslate } from 'react-admin';

interface MessageToolbarProps {
  selected: number;
  pending: boolean;
  /** Hidden on the read-only view of everyone's messages. */
  editable: boolean;
  onMarkRead: () => void;
  onMarkAllRead: () => void;
  onDelete: () => void;
}

/** Bulk actions on the selected messages (mark read, delete with confirmation) and mark all read. */
export const MessageToolbar = ({ selected, pending, editable, onMarkRead, onMarkAllRead, onDelete }: MessageToolbarProps) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  if (!editable) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1, minHeight: 52, flexWrap: 'wrap' }}>
      {selected > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {translate('app.shell.message.selected', { smart_count: selected })}
          </Typography>
          <Button size="small" startIcon={<DoneIcon />} onClick={onMarkRead} disabled={pending}>
            {translate('app.shell.message.mark_read')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} disabled={pending}>
            {translate('app.shell.message.delete')}
          </Button>
        </>
      )}
      <Button size="small" variant="outlined" startIcon={<DoneAllIcon />} onClick={onMarkAllRead} disabled={pending} sx={{ ml: 'auto !important' }}>
        {translate('app.shell.message.mark_all_read')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.shell.message.delete_title"
        content="app.shell.message.delete_content"
        translateOptions={{ smart_count: selected }}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
