import { useState } from 'react';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { wxappCodeApi } from '#contract/endpoints/wxappCode';
import { call } from '../../../dataProvider/httpClient';
import { ErrorAlert, RowsTable, Section, StateChip, useDateTime, VersionFields } from '../code/shared';
import { GroupBoard } from './GroupBoard';

/** Issue 17 分组: an app group's mini-programs, a new batch release, the batches and the chosen one's board. */
export const GroupPage = () => {
  const translate = useTranslate();
  const time = useDateTime();
  const client = useQueryClient();
  const groupId = Number(useParams().id);
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [version, setVersion] = useState('');
  const [description, setDescription] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const members = useQuery({
    queryKey: ['wxapp-group', groupId],
    retry: false,
    queryFn: () => call(wxappCodeApi.members, { query: { groupId }, silent: true }),
  });
  const platformId = members.data?.members[0]?.openPlatformId ?? 0;
  const templates = useQuery({
    queryKey: ['wxapp-templates', platformId],
    enabled: platformId > 0,
    queryFn: () => call(wxappCodeApi.templates, { query: { openPlatformId: platformId }, silent: true }),
  });
  const batches = useQuery({
    queryKey: ['wxapp-batches', groupId],
    queryFn: () => call(wxappCodeApi.batches, { query: { groupId, page: 1, size: 20 }, silent: true }),
  });
  const start = useMutation({
    mutationFn: () => call(wxappCodeApi.startBatch, { body: { groupId, templateId: Number(templateId), version, description }, silent: true }),
    onSuccess: (b) => {
      setShown(b.id);
      void client.invalidateQueries({ queryKey: ['wxapp-batches', groupId] });
      void client.invalidateQueries({ queryKey: ['wxapp-group', groupId] });
    },
  });
  const current = shown ?? batches.data?.records[0]?.id ?? null;

  if (members.isPending) return <Loading />;
  return (
    <Box sx={{ p: 2 }} data-testid="wxapp-group">
      <Title title="app.navigation.pages.wxapp-group" />
      <ErrorAlert error={members.error} />
      {members.data ? (
        <>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {members.data.group.name}
          </Typography>
          <Section title={translate('app.wxappCode.group.members')} testId="wxapp-group-members">
            {members.data.members.length ? (
              <Table size="small" aria-label={translate('app.wxappCode.group.members')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.wxappCode.group.member')}</TableCell>
                    <TableCell>AppID</TableCell>
                    <TableCell>{translate('app.wxappCode.linkedApp')}</TableCell>
                    <TableCell>{translate('app.wxappCode.audit')}</TableCell>
                    <TableCell>{translate('app.wxappCode.released')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {members.data.members.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>{m.nickName}</TableCell>
                      <TableCell>{m.authorizerAppid}</TableCell>
                      <TableCell>{m.appName}</TableCell>
                      <TableCell>
                        <StateChip state={m.auditStatus} kind="audit" />
                      </TableCell>
                      <TableCell>{m.releasedVersion ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Alert severity="info">{translate('app.wxappCode.group.noMembers')}</Alert>
            )}
          </Section>
          {members.data.members.length ? (
            <Section title={translate('app.wxappCode.group.start')} testId="wxapp-group-start">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.wxappCode.group.startHelp')}
              </Typography>
              <ErrorAlert error={templates.error ?? start.error} />
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <VersionFields
                  templates={templates.data?.records}
                  templateId={templateId}
                  onTemplate={setTemplateId}
                  version={version}
                  onVersion={setVersion}
                  description={description}
                  onDescription={setDescription}
                />
                <Button
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  variant="contained"
                  disabled={!templateId || !version.trim() || start.isPending}
                  onClick={() => start.mutate()}
                >
                  {translate('app.wxappCode.group.startButton')}
                </Button>
              </Stack>
            </Section>
          ) : null}
          {current ? <GroupBoard batchId={current} /> : null}
          <Section title={translate('app.wxappCode.group.batches')} testId="wxapp-group-batches">
            <ErrorAlert error={batches.error} />
            <RowsTable
              label={translate('app.wxappCode.group.batches')}
              columns={[
                'ID',
                translate('app.wxappCode.version'),
                translate('app.wxappCode.group.counts'),
                translate('app.wxappCode.group.by'),
                translate('app.wxappCode.created'),
                translate('app.wxappCode.actions'),
              ]}
              rows={batches.data?.records}
              keyOf={(b) => b.id}
              selected={(b) => b.id === current}
              empty={translate('app.wxappCode.group.noBatches')}
              cells={(b) => [
                b.id,
                b.version,
                Object.entries(b.counts)
                  .map(([state, n]) => `${translate(`app.wxappCode.group.states.${state}`)} ${n}`)
                  .join(' · '),
                b.createdBy ?? '—',
                time(b.createdAt),
                <Button key="show" size="small" onClick={() => setShown(b.id)}>
                  {translate('app.wxappCode.group.show')}
                </Button>,
              ]}
            />
          </Section>
        </>
      ) : null}
    </Box>
  );
};
