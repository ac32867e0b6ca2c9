import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MessageRow } from './MessageRow';
import type { Message } from './types';

interface MessageTableProps {
  messages: Message[];
  typeName: (value: string) => string;
  openId: number | null;
  selected: number[];
  selectable: boolean;
  showAdmin: boolean;
  onToggle: (message: Message) => void;
  onSelect: (ids: number[]) => void;
}

/** The paged list: title, type chip, time and read state; checkboxes when the messages are the admin's own. */
export const MessageTable = ({ messages, typeName, openId, selected, selectable, showAdmin, onToggle, onSelect }: MessageTableProps) => {
  const translate = useTranslate();
  const ids = messages.map((message) => message.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = compact ? 2 + (selectable ? 1 : 0) : 5 + (selectable ? 1 : 0) + (showAdmin ? 1 : 0);
  const selectOne = (id: number, checked: boolean) => onSelect(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.navigation.pages.message')}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && selected.length > 0}
                  onChange={(event) => onSelect(event.target.checked ? ids : [])}
                  aria-label={translate('ra.action.select_all')}
                />
              </TableCell>
            )}
            <TableCell>{translate('app.shell.message.col_title')}</TableCell>
            {!compact && (
              <>
                <TableCell>{translate('app.shell.message.type')}</TableCell>
                {showAdmin && <TableCell>{translate('app.shell.message.col_admin')}</TableCell>}
                <TableCell>{translate('app.shell.message.col_time')}</TableCell>
                <TableCell>{translate('app.shell.message.state')}</TableCell>
              </>
            )}
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              typeName={typeName}
              open={openId === message.id}
              selected={selected.includes(message.id)}
              selectable={selectable}
              showAdmin={showAdmin}
              compact={compact}
              columns={columns}
              onToggle={onToggle}
              onSelect={selectOne}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
