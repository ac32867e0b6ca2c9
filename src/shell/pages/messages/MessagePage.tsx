import { useState } from 'react';
import { Box, Card, LinearProgress, TablePagination, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { EmptyState } from '../../layout/EmptyState';
import { useSession } from '../../session/useSession';
import { fetchMessageTypes, fetchMessages, messageKeys } from './messageApi';
import { MessageFilters } from './MessageFilters';
import { MessageTable } from './MessageTable';
import { MessageToolbar } from './MessageToolbar';
import type { Message, MessageQuery } from './types';
import { useMessageActions } from './useMessageActions';
import { useTypeName } from './useTypeName';

const PAGE_SIZES = [10, 20, 50];
const INITIAL: MessageQuery = { page: 1, size: 10, type: '', read: 'all', everyone: false };

/** /message 消息中心 (spec §2): filters, paged list, open to read, bulk mark read / delete, mark all read. */
export const MessagePage = () => {
  const translate = useTranslate();
  const { admin } = useSession();
  const [query, setQuery] = useState(INITIAL);
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const actions = useMessageActions();
  const types = useQuery({ queryKey: messageKeys.types, queryFn: fetchMessageTypes, staleTime: 5 * 60_000 });
  const list = useQuery({ queryKey: messageKeys.list(query), queryFn: () => fetchMessages(query), placeholderData: keepPreviousData });
  const typeName = useTypeName(types.data ?? []);
  const editable = !query.everyone;

  const refine = (patch: Partial<MessageQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...patch }));
    setSelected([]);
    setOpenId(null);
  };

  const toggle = (message: Message) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (editable && !message.read) void actions.markRead([message.id]);
  };

  const records = list.data?.records ?? [];
  const rowsPerPageLabel = translate('app.shell.message.rows_per_page');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.navigation.pages.message')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.navigation.pages.message')}
      </Typography>
      <Card>
        <MessageFilters
          read={query.read}
          type={query.type}
          types={types.data ?? []}
          everyone={query.everyone}
          canSeeEveryone={admin?.adminType === 'PLATFORM_ADMINISTRATOR'}
          onRead={(read) => refine({ read })}
          onType={(type) => refine({ type })}
          onEveryone={(everyone) => refine({ everyone })}
        />
        <MessageToolbar
          selected={selected.length}
          pending={actions.pending}
          editable={editable}
          onMarkRead={() => void actions.markRead(selected).then(() => setSelected([]))}
          onMarkAllRead={() => void actions.markAllRead()}
          onDelete={() => void actions.remove(selected).then(() => setSelected([]))}
        />
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
        {list.isPending ? null : records.length === 0 ? (
          <EmptyState
            icon={InboxOutlinedIcon}
            text={query.read !== 'all' || query.type !== '' ? 'app.shell.message.empty_filtered' : 'app.shell.message.empty'}
            testId="message-empty"
          />
        ) : (
          <MessageTable
            messages={records}
            typeName={typeName}
            openId={openId}
            selected={selected}
            selectable={editable}
            showAdmin={query.everyone}
            onToggle={toggle}
            onSelect={setSelected}
          />
        )}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={query.page - 1}
          rowsPerPage={query.size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, page) => refine({ page: page + 1 })}
          onRowsPerPageChange={(event) => refine({ size: Number(event.target.value) })}
          labelRowsPerPage={rowsPerPageLabel}
          labelDisplayedRows={({ from, to, count }) => translate('app.shell.message.range', { from, to, count })}
        />
      </Card>
    </Box>
  );
};
