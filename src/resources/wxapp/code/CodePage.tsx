import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { WXAPP_POLL_MS, wxappCodeApi } from '#contract/endpoints/wxappCode';
import type { WxCodeState } from '#contract/schemas/wxappCode';
import { call } from '../../../dataProvider/httpClient';
import { CodeHistory } from './CodeHistory';
import { ErrorAlert, Section, StateChip, useDateTime, VersionFields } from './shared';

type Action = 'submit' | 'status' | 'withdraw' | 'release' | 'revert';
const OPEN = ['auditing', 'delayed'];

const Field = ({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ fontSize: 14 }} data-testid={testId}>
      {children}
    </Box>
  </Box>
);

/** The commit form: a template of the platform, version, description, and the ext_json the server will send. */
const CommitForm = ({ state, onDone }: { state: WxCodeState; onDone: (s: WxCodeState) => void }) => {
  const translate = useTranslate();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [userVersion, setVersion] = useState('');
  const [userDesc, setDesc] = useState('');
  const templates = useQuery({
    queryKey: ['wxapp-templates', state.openPlatformId],
    queryFn: () => call(wxappCodeApi.templates, { query: { openPlatformId: state.openPlatformId }, silent: true }),
  });
  const commit = useMutation({
    mutationFn: () => call(wxappCodeApi.commit, { body: { id: state.id, templateId: Number(templateId), userVersion, userDesc }, silent: true }),
    onSuccess: onDone,
  });
  return (
    <Section title={translate('app.wxappCode.commit')} testId="wxapp-commit">
      {!state.appCode ? <Alert severity="warning">{translate('app.wxappCode.noApp')}</Alert> : null}
      <ErrorAlert error={templates.error ?? commit.error} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <VersionFields
          templates={templates.data?.records}
          templateId={templateId}
          onTemplate={setTemplateId}
          version={userVersion}
          onVersion={setVersion}
          description={userDesc}
          onDescription={setDesc}
        />
        <Button
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          variant="contained"
          disabled={!templateId || !userVersion.trim() || !state.appCode || commit.isPending}
          onClick={() => commit.mutate()}
        >
          {translate('app.wxappCode.commitButton')}
        </Button>
      </Stack>
      {state.extJson ? (
        <>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.wxappCode.extJson')}
          </Typography>
          <Box component="pre" data-testid="wxapp-ext-json" sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflowX: 'auto' }}>
            {JSON.stringify(JSON.parse(state.extJson), null, 2)}
          </Box>
        </>
      ) : null}
    </Section>
  );
};

/** Issue 17 代码管理: one mini-program's code state, actions and history. */
export const CodePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const time = useDateTime();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const [qr, setQr] = useState<string | null>(null);
  const [reverting, setReverting] = useState(false);
  const key = ['wxapp-code', id];
  const state = useQuery({
    queryKey: key,
    enabled: id > 0,
    retry: false,
    queryFn: () => call(wxappCodeApi.state, { query: { id, quota: true }, silent: true }),
    refetchInterval: (q) => (OPEN.includes(q.state.data?.auditStatus ?? '') ? WXAPP_POLL_MS : false),
  });
  const set = (s: WxCodeState) => client.setQueryData(key, (old: WxCodeState | undefined) => ({ ...s, quota: old?.quota }));
  const act = useMutation({
    mutationFn: (action: Action) => call(wxappCodeApi[action], { body: { id }, silent: true }),
    onSuccess: (s, action) => {
      set(s);
      if (action !== 'status') notify('app.wxappCode.done', { type: 'success' });
    },
  });
  const trial = useMutation({ mutationFn: () => call(wxappCodeApi.qrcode, { body: { id }, silent: true }), onSuccess: (r) => setQr(r.image) });
  const s = state.data;
  const open = OPEN.includes(s?.auditStatus ?? '');
  // While WeChat audits, ask it (get_auditstatus) now and then, besides reading the pushed results.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => act.mutate('status'), WXAPP_POLL_MS * 6);
    return () => clearInterval(timer);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.isPending && id > 0) return <Loading />;
  return (
    <Box sx={{ p: 2 }} data-testid="wxapp-code">
      <Title title="app.navigation.pages.wxapp-code" />
      <ErrorAlert error={state.error} />
      {s ? (
        <>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {s.nickName}{' '}
            <Typography component="span" color="text.secondary">
              {s.authorizerAppid}
            </Typography>
          </Typography>
          <ErrorAlert error={act.error ?? trial.error} />
          <Section title={translate('app.wxappCode.state')} testId="wxapp-code-state">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
              <Field label={translate('app.wxappCode.linkedApp')}>{s.appName ? `${s.appName} (${s.appCode})` : translate('app.wxappCode.none')}</Field>
              <Field label={translate('app.wxappCode.committed')}>
                {s.commitVersion ? `${s.commitVersion} · #${s.commitTemplateId} · ${time(s.committedAt)}` : translate('app.wxappCode.none')}
              </Field>
              <Field label={translate('app.wxappCode.audit')}>
                <StateChip state={s.auditStatus} kind="audit" /> {s.auditVersion ?? ''}
                {s.auditReason ? <Box sx={{ color: 'error.main', mt: 0.5 }}>{translate('app.wxappCode.reason', { reason: s.auditReason })}</Box> : null}
              </Field>
              <Field label={translate('app.wxappCode.released')} testId="wxapp-released">
                {s.releasedVersion ? `${s.releasedVersion} · ${time(s.releasedAt)}` : translate('app.wxappCode.none')}
              </Field>
              <Field label={translate('app.wxappCode.previous')}>{s.previousReleasedVersion ?? translate('app.wxappCode.none')}</Field>
            </Stack>
            {open ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.wxappCode.polling')}
              </Alert>
            ) : null}
          </Section>
          <CommitForm state={s} onDone={set} />
          <Section title={translate('app.wxappCode.audit')} testId="wxapp-audit">
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="wxapp-quota">
              {s.quota ? translate('app.wxappCode.quota', s.quota) : translate('app.wxappCode.quotaUnknown')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" disabled={act.isPending || !s.commitVersion || open} onClick={() => act.mutate('submit')}>
                {translate('app.wxappCode.submit')}
              </Button>
              <Button variant="outlined" disabled={act.isPending || !open} onClick={() => act.mutate('status')}>
                {translate('app.wxappCode.refresh')}
              </Button>
              <Button variant="outlined" disabled={act.isPending || !open} onClick={() => act.mutate('withdraw')}>
                {translate('app.wxappCode.withdraw')}
              </Button>
              <Button variant="contained" color="success" disabled={act.isPending} onClick={() => act.mutate('release')}>
                {translate('app.wxappCode.release')}
              </Button>
              <Button variant="outlined" color="warning" disabled={act.isPending} onClick={() => setReverting(true)}>
                {translate('app.wxappCode.revert')}
              </Button>
            </Stack>
          </Section>
          <Section title={translate('app.wxappCode.trial')} testId="wxapp-trial">
            <Button variant="outlined" disabled={!s.commitVersion || trial.isPending} onClick={() => trial.mutate()}>
              {translate('app.wxappCode.trialButton')}
            </Button>
            {qr ? (
              <Box
                component="img"
                src={qr}
                alt={translate('app.wxappCode.trialAlt', { name: s.nickName })}
                sx={{ display: 'block', mt: 2, width: 200, height: 200 }}
              />
            ) : null}
          </Section>
          <CodeHistory id={id} version={`${s.commitVersion}-${s.auditStatus}-${s.releasedVersion}`} />
          <Confirm
            isOpen={reverting}
            title={translate('app.wxappCode.revertTitle')}
            content={translate('app.wxappCode.revertContent')}
            onConfirm={() => {
              act.mutate('revert');
              setReverting(false);
            }}
            onClose={() => setReverting(false)}
          />
        </>
      ) : null}
    </Box>
  );
};
