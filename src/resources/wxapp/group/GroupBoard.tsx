import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { WXAPP_POLL_MS, wxappCodeApi } from '#contract/endpoints/wxappCode';
import type { WxBatch } from '#contract/schemas/wxappCode';
import { call } from '../../../dataProvider/httpClient';
import { ErrorAlert, Section, StateChip, useDateTime } from '../code/shared';

const MOVING = ['pending', 'committed', 'auditing', 'delayed'];

/** Issue 17 分组: one batch's live board (asks WeChat every few seconds while audits are open) and its release. */
export const GroupBoard = ({ batchId }: { batchId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const time = useDateTime();
  const client = useQueryClient();
  const key = ['wxapp-batch', batchId];
  const board = useQuery({
    queryKey: key,
    queryFn: () => call(wxappCodeApi.batch, { query: { id: batchId, refresh: true }, silent: true }),
    refetchInterval: (q) => (q.state.data?.items.some((i) => MOVING.includes(i.state)) ? WXAPP_POLL_MS : false),
  });
  const release = useMutation({
    mutationFn: () => call(wxappCodeApi.releaseBatch, { body: { id: batchId }, silent: true }),
    onSuccess: (b: WxBatch) => {
      client.setQueryData(key, b);
      void client.invalidateQueries({ queryKey: ['wxapp-batches'] });
      notify('app.wxappCode.done', { type: 'success' });
    },
  });
  const b = board.data;
  const passed = b?.counts.passed ?? 0;
  return (
    <Section
      title={b ? translate('app.wxappCode.group.board', { id: b.id, version: b.version }) : '…'}
      testId="wxapp-batch-board"
      extra={
        <Button variant="contained" color="success" disabled={!passed || release.isPending} onClick={() => release.mutate()}>
          {translate('app.wxappCode.group.releasePassed', { count: passed })}
        </Button>
      }
    >
      <ErrorAlert error={board.error ?? release.error} />
      <Table size="small" aria-label={translate('app.wxappCode.group.batches')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.wxappCode.group.member')}</TableCell>
            <TableCell>AppID</TableCell>
            <TableCell>{translate('app.wxappCode.state')}</TableCell>
            <TableCell>{translate('app.wxappCode.group.error')}</TableCell>
            <TableCell>{translate('app.wxappCode.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {b?.items.map((i) => (
            <TableRow key={i.wxappId} data-testid={`batch-item-${i.wxappId}`}>
              <TableCell>{i.nickName}</TableCell>
              <TableCell>{i.authorizerAppid}</TableCell>
              <TableCell>
                <StateChip state={i.state} kind="batch" />
              </TableCell>
              <TableCell>
                <Box sx={{ color: 'error.main', wordBreak: 'break-word' }}>{i.error}</Box>
              </TableCell>
              <TableCell>{time(i.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};
