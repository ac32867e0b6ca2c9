import { useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { WXAPP_CODE_LIMITS, wxappCodeApi } from '#contract/endpoints/wxappCode';
import type { WxTemplate } from '#contract/schemas/wxappCode';
import { call } from '../../../dataProvider/httpClient';
import { ErrorAlert, RowsTable, Section, useDateTime } from '../code/shared';

/** Issue 17 代码模板: a platform's draft box and template library (at most 200 templates). */
export const TemplatesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const time = useDateTime();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | ''>('');
  const [deleting, setDeleting] = useState<WxTemplate | null>(null);
  const platforms = useQuery({ queryKey: ['wxapp-platforms'], queryFn: () => call(wxappCodeApi.platforms, { silent: true }) });
  const platformId = chosen || platforms.data?.[0]?.id || 0;
  const query = { openPlatformId: platformId };
  const drafts = useQuery({
    queryKey: ['wxapp-drafts', platformId],
    enabled: platformId > 0,
    queryFn: () => call(wxappCodeApi.drafts, { query, silent: true }),
  });
  const library = useQuery({
    queryKey: ['wxapp-templates', platformId],
    enabled: platformId > 0,
    queryFn: () => call(wxappCodeApi.templates, { query, silent: true }),
  });
  const change = useMutation({
    mutationFn: (action: { add: number } | { remove: number }) =>
      'add' in action
        ? call(wxappCodeApi.addTemplate, { body: { openPlatformId: platformId, draftId: action.add }, silent: true })
        : call(wxappCodeApi.deleteTemplate, { body: { openPlatformId: platformId, templateId: action.remove }, silent: true }),
    onSuccess: (data, action) => {
      client.setQueryData(['wxapp-templates', platformId], data);
      notify('add' in action ? 'app.wxappCode.added' : 'app.wxappCode.deleted', { type: 'success' });
    },
  });
  const total = library.data?.total ?? 0;
  const limit = library.data?.limit ?? WXAPP_CODE_LIMITS.templates;

  return (
    <Box sx={{ p: 2 }} data-testid="wxapp-code-templates">
      <Title title="app.navigation.pages.wxapp-code-templates" />
      <ErrorAlert error={platforms.error} />
      {platforms.data && !platforms.data.length ? <Alert severity="info">{translate('app.wxappCode.noPlatforms')}</Alert> : null}
      {platformId > 0 ? (
        <>
          <TextField
            select
            size="small"
            label={translate('app.wxappCode.platform')}
            value={platformId}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 280, mb: 2 }}
          >
            {platforms.data?.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} ({p.componentAppid})
              </MenuItem>
            ))}
          </TextField>
          <ErrorAlert error={change.error} />
          <Section title={translate('app.wxappCode.drafts')} testId="wxapp-drafts">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.wxappCode.draftsHelp')}
            </Typography>
            <ErrorAlert error={drafts.error} />
            <RowsTable
              label={translate('app.wxappCode.drafts')}
              columns={[
                translate('app.wxappCode.draftId'),
                translate('app.wxappCode.version'),
                translate('app.wxappCode.description'),
                translate('app.wxappCode.created'),
                translate('app.wxappCode.actions'),
              ]}
              rows={drafts.data}
              keyOf={(d) => d.draftId}
              empty={translate('app.wxappCode.noDrafts')}
              cells={(d) => [
                d.draftId,
                d.userVersion,
                d.userDesc,
                time(d.createTime),
                <Button key="add" size="small" disabled={change.isPending} onClick={() => change.mutate({ add: d.draftId })}>
                  {translate('app.wxappCode.addToLibrary')}
                </Button>,
              ]}
            />
          </Section>
          <Section
            title={translate('app.wxappCode.library')}
            testId="wxapp-library"
            extra={
              <Typography variant="body2" data-testid="wxapp-library-count" color={total >= limit ? 'error' : 'text.secondary'}>
                {translate('app.wxappCode.libraryCount', { count: total, limit })}
              </Typography>
            }
          >
            <ErrorAlert error={library.error} />
            {total >= limit ? <Alert severity="warning">{translate('app.wxappCode.libraryFull')}</Alert> : null}
            <RowsTable
              label={translate('app.wxappCode.library')}
              columns={[
                translate('app.wxappCode.templateId'),
                translate('app.wxappCode.version'),
                translate('app.wxappCode.description'),
                translate('app.wxappCode.created'),
                translate('app.wxappCode.actions'),
              ]}
              rows={library.data?.records}
              keyOf={(t) => t.templateId}
              empty={translate('app.wxappCode.noTemplates')}
              cells={(t) => [
                t.templateId,
                t.userVersion,
                t.userDesc,
                time(t.createTime),
                <Button key="delete" size="small" color="error" disabled={change.isPending} onClick={() => setDeleting(t)}>
                  {translate('app.wxappCode.deleteTemplate')}
                </Button>,
              ]}
            />
          </Section>
        </>
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title={translate('app.wxappCode.deleteTitle', { id: deleting?.templateId ?? '', version: deleting?.userVersion ?? '' })}
        content={translate('app.wxappCode.deleteContent')}
        onConfirm={() => {
          if (deleting) change.mutate({ remove: deleting.templateId });
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
