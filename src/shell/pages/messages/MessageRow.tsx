import { Box, Button, Checkbox, Chip, Collapse, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Message } from './types';

interface MessageRowProps {
  message: Message;
  typeName: (value: string) => string;
  open: boolean;
  selected: boolean;
  /** Everyone's messages are read-only: no selection. */
  selectable: boolean;
  showAdmin: boolean;
  /** Small screens: type and time go under the title, the other columns are dropped. */
  compact: boolean;
  columns: number;
  onToggle: (message: Message) => void;
  onSelect: (id: number, selected: boolean) => void;
}

/** One message: a clickable summary row, and its content below when opened. */
export const MessageRow = ({ message, typeName, open, selected, selectable, showAdmin, compact, columns, onToggle, onSelect }: MessageRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unread = !message.read;
  const time = new Date(message.createdAt).toLocaleString(locale);
  return (
    <>
      <TableRow
        hover
        selected={selected}
        onClick={() => onToggle(message)}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 'unset' : undefined } }}
        data-testid="message-row"
        data-read={message.read}
      >
        {selectable && (
          <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
            <Checkbox checked={selected} onChange={(event) => onSelect(message.id, event.target.checked)} aria-label={message.title} />
          </TableCell>
        )}
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {unread && <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }} />}
            <Typography component="span" fontWeight={unread ? 600 : 400}>
              {message.title}
            </Typography>
          </Box>
          {compact && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, color: 'text.secondary' }}>
              <Chip size="small" variant="outlined" color="primary" label={typeName(message.type)} />
              <Typography variant="caption">{showAdmin && message.adminEmail ? `${message.adminEmail} · ${time}` : time}</Typography>
            </Box>
          )}
        </TableCell>
        {!compact && (
          <>
            <TableCell>
              <Chip size="small" variant="outlined" color="primary" label={typeName(message.type)} />
            </TableCell>
            {showAdmin && <TableCell>{message.adminEmail ?? ''}</TableCell>}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{time}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={unread ? 'warning' : 'default'}
                label={translate(unread ? 'app.shell.message.state_unread' : 'app.shell.message.state_read')}
              />
            </TableCell>
          </>
        )}
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={translate(open ? 'app.shell.message.collapse' : 'app.shell.message.expand')} aria-expanded={open}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 2, px: selectable ? 7 : 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', flex: 1 }} data-testid="message-content">
                {message.content}
              </Typography>
              {message.link && (
                <Button component={Link} to={message.link} size="small" variant="outlined" endIcon={<ArrowForwardIcon />} data-testid="message-link">
                  {translate('app.shell.message.open_link')}
                </Button>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
