import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { wxappApi } from '#contract/endpoints/wxapp';
import type { WxDomains, WxappDto } from '#contract/schemas/wxapp';
import { ApiError } from '../../../dataProvider/ApiError';
import { call } from '../../../dataProvider/httpClient';
import { useAppChoices } from '../../app-group/lookups';
import { ErrorAlert, Section } from '../code/shared';
import { Domains } from './Domains';
import { Facts } from './Facts';
import { Testers } from './Testers';

const LinkApp = ({ record, onSave }: { record: WxappDto; onSave: (appId: number | null) => Promise<string | null> }) => {
  const translate = useTranslate();
  const apps = useAppChoices();
  const [appId, setAppId] = useState<number | ''>(record.appId ?? '');
  const [error, setError] = useState<string | null>(null);
  const choices = apps.data ?? (record.appId ? [{ id: record.appId, name: record.appName ?? String(record.appId) }] : []);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
      <TextField
        select
        size="small"
        label={translate('app.wxapp.edit.linkApp')}
        value={appId}
        onChange={(e) => setAppId(e.target.value === '' ? '' : Number(e.target.value))}
        helperText={error ?? translate('app.wxapp.edit.linkHelp')}
        error={Boolean(error)}
        sx={{ minWidth: 360 }}
        fullWidth={false}
        data-testid="wxapp-link-app"
      >
        <MenuItem value="">{translate('app.wxapp.edit.noApp')}</MenuItem>
        {choices.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => void onSave(appId === '' ? null : appId).then(setError)} data-testid="wxapp-link-save">
        {translate('app.wxapp.edit.save')}
      </Button>
    </Stack>
  );
};

/** 编辑 (spec §2 wxapp-edit, issue 17): the facts, the linked location app, server domains, testers and a link to 代码管理. */
export const WxappEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const key = ['wxapp', 'one', id];
  const one = useQuery({ queryKey: key, queryFn: () => call(wxappApi.one, { query: { id }, silent: true }), enabled: id > 0, retry: false });
  const record = one.data;

  /** Runs a change; the answer replaces the record. Refusals are toasted, or returned for the caller to show under its field. */
  const change = async (run: () => Promise<WxappDto>, done: string, showsFields = false): Promise<string | null> => {
    try {
      client.setQueryData(key, await run());
      notify(done, { type: 'success' });
      return null;
    } catch (error) {
      const fields = error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message).join('; ') : null;
      const message = fields ?? (error instanceof Error ? error.message : String(error));
      if (!fields || !showsFields) notify(message, { type: 'error' });
      return message;
    }
  };

  if (one.isPending && id > 0) return <Loading />;
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }} data-testid="wxapp-edit">
      <Title title="app.navigation.pages.wxapp-edit" />
      <ErrorAlert error={one.error} />
      {record && (
        <>
          <Section
            title={translate('app.wxapp.edit.facts')}
            extra={
              <Button variant="outlined" component={Link} to={`/wxapp/code/${record.id}`}>
                {translate('app.wxapp.edit.codeLink')}
              </Button>
            }
          >
            <Facts record={record} />
          </Section>
          <Section title={translate('app.wxapp.edit.linkApp')}>
            <LinkApp
              record={record}
              onSave={(appId) => change(() => call(wxappApi.update, { body: { id, appId }, silent: true }), 'app.wxapp.edit.saved', true)}
            />
          </Section>
          <Section title={translate('app.wxapp.edit.domains')} testId="wxapp-domains">
            <Domains
              key={JSON.stringify(record.domains)}
              record={record}
              onSave={async (domains: WxDomains) => {
                await change(() => call(wxappApi.domain, { body: { id, ...domains }, silent: true }), 'app.wxapp.edit.domainsSaved');
              }}
            />
          </Section>
          <Section title={translate('app.wxapp.edit.testers')}>
            <Testers
              record={record}
              onAdd={async (wechatid) =>
                (await change(() => call(wxappApi.testerAdd, { body: { id, wechatid }, silent: true }), 'app.wxapp.edit.testerAdded')) === null
              }
              onRemove={async (userstr) => {
                await change(() => call(wxappApi.testerRemove, { body: { id, userstr }, silent: true }), 'app.wxapp.edit.testerRemoved');
              }}
            />
          </Section>
        </>
      )}
    </Box>
  );
};
