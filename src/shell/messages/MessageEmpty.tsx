import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

/** The empty state of the message centre. */
export const MessageEmpty = ({ filtered }: { filtered: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }} data-testid="message-empty">
      <InboxOutlinedIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography>{translate(filtered ? 'app.shell.message.empty_filtered' : 'app.shell.message.empty')}</Typography>
    </Box>
  );
};
