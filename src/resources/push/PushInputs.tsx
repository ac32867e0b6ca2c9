// Issue 18: the push composer — message, audience picker with a live “targeted N / reachable M” line, channel and
// template, send now or at a time — beside a phone-like preview of the message.
import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DateTimeInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput, maxLength, minValue, maxValue, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AUDIENCE_KINDS, PUSH_LIMITS, pushApi } from '#contract/endpoints/push';
import type { Audience } from '#contract/schemas/push';
import { call } from '../../dataProvider/httpClient';
import { useAudienceChoices } from './audienceOptions';
import { FieldErrorAlert } from './FieldErrorAlert';
import { PushPreview } from './PushPreview';

/** The form's values watched after a pause, so typing a user id does not count on every key. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

const complete = (a: Partial<Audience> | undefined): a is Audience => {
  if (!a?.kind) return false;
  if (a.kind === 'level') return !!a.levelId && !!a.days;
  if (a.kind === 'region') return !!a.regionId && !!a.days;
  if (a.kind === 'qrcode') return !!a.qrcodeId;
  if (a.kind === 'user') return !!a.userId?.trim();
  return true;
};

const AudienceCount = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const [audience, channel, templateId] = useSettled(useWatch({ name: ['audience', 'channel', 'templateId'] }) as [Partial<Audience>, string, string]);
  const ready = complete(audience) && (channel !== 'wechat' || !!templateId);
  const count = useQuery({
    queryKey: ['push', 'audience', buildingId, audience, channel, templateId],
    queryFn: () =>
      call(pushApi.audience, {
        query: { buildingId, ...(audience as Audience), channel: channel as 'wechat', templateId: templateId || undefined },
        silent: true,
      }),
    enabled: ready,
  });
  const text = !ready
    ? translate(complete(audience) ? 'app.push.countsTemplate' : 'app.push.countsUnavailable')
    : count.data
      ? translate('app.push.counts', { targeted: count.data.targeted, reachable: count.data.reachable })
      : translate('app.push.countsLoading');
  const empty = count.data && count.data.reachable === 0;
  return (
    <Alert severity={empty ? 'warning' : 'info'} icon={false} data-testid="push-audience-count" sx={{ py: 0 }}>
      <Typography variant="body2" fontWeight={600}>
        {text}
      </Typography>
      {channel === 'wechat' && <Typography variant="caption">{translate('app.push.wechatReach')}</Typography>}
    </Alert>
  );
};

const AudienceInputs = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const kind = useWatch({ name: 'audience.kind' }) as Audience['kind'] | undefined;
  const { levels, regions, qrcodes } = useAudienceChoices(buildingId);
  const days = (
    <NumberInput source="audience.days" min={1} max={PUSH_LIMITS.days} validate={[required(), minValue(1), maxValue(PUSH_LIMITS.days)]} sx={{ width: 160 }} />
  );
  return (
    <Stack spacing={0}>
      <SelectInput source="audience.kind" choices={AUDIENCE_KINDS.map((id) => ({ id, name: translate(`app.push.kind.${id}`) }))} validate={required()} />
      {kind === 'level' && (
        <Stack direction="row" spacing={2}>
          <SelectInput source="audience.levelId" choices={levels} validate={required()} sx={{ minWidth: 200 }} />
          {days}
        </Stack>
      )}
      {kind === 'region' && (
        <Stack direction="row" spacing={2}>
          <SelectInput source="audience.regionId" choices={regions} validate={required()} sx={{ minWidth: 200 }} />
          {days}
        </Stack>
      )}
      {kind === 'qrcode' && <SelectInput source="audience.qrcodeId" choices={qrcodes} validate={required()} sx={{ minWidth: 240 }} />}
      {kind === 'user' && <TextInput source="audience.userId" validate={required()} sx={{ minWidth: 240 }} />}
      <AudienceCount buildingId={buildingId} />
      <FieldErrorAlert name="audience" />
    </Stack>
  );
};

const ChannelInputs = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const channel = useWatch({ name: 'channel' }) as string;
  const templates = useQuery({ queryKey: ['push', 'templates', buildingId], queryFn: () => call(pushApi.templates, { query: { buildingId }, silent: true }) });
  return (
    <Stack spacing={0}>
      <RadioButtonGroupInput source="channel" row choices={['inapp', 'wechat'].map((id) => ({ id, name: translate(`app.push.channel.${id}`) }))} />
      {channel === 'wechat' && (
        <>
          {templates.data && !templates.data.miniProgram ? (
            // No mini-program to list templates from: the template id is typed (the messages go to the outbox).
            <TextInput source="templateId" validate={required()} sx={{ minWidth: 280 }} />
          ) : (
            <SelectInput
              source="templateId"
              choices={(templates.data?.templates ?? []).map((t) => ({ id: t.id, name: t.title }))}
              validate={required()}
              sx={{ minWidth: 280 }}
            />
          )}
          {templates.data && !templates.data.miniProgram && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate('app.push.noMiniProgram')}
            </Alert>
          )}
          {templates.data?.miniProgram && (
            <Typography variant="caption" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.push.miniProgram', { name: templates.data.miniProgram })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
};

const SendInputs = () => {
  const translate = useTranslate();
  const send = useWatch({ name: 'send' }) as string;
  return (
    <Stack spacing={0}>
      <RadioButtonGroupInput source="send" row choices={['draft', 'now', 'at'].map((id) => ({ id, name: translate(`app.push.send.${id}`) }))} />
      {send === 'at' && <DateTimeInput source="sendAt" validate={required()} />}
    </Stack>
  );
};

const Group = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

export const PushInputs = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={4} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, maxWidth: 640 }}>
        <FieldErrorAlert name="state" />
        <Group title="app.push.groups.message">
          <TextInput source="title" validate={[required(), maxLength(PUSH_LIMITS.title)]} helperText={translate('app.push.hints.title')} fullWidth />
          <TextInput
            source="content"
            multiline
            minRows={3}
            validate={[required(), maxLength(PUSH_LIMITS.content)]}
            helperText={translate('app.push.hints.content')}
            fullWidth
          />
          <TextInput source="page" validate={required()} helperText={translate('app.push.hints.page')} fullWidth />
        </Group>
        <Group title="app.push.groups.audience">
          <AudienceInputs buildingId={buildingId} />
        </Group>
        <Group title="app.push.groups.delivery">
          <ChannelInputs buildingId={buildingId} />
          <SendInputs />
        </Group>
      </Box>
      <Box sx={{ width: 320, flexShrink: 0 }}>
        <Group title="app.push.groups.preview">
          <PushPreview buildingId={buildingId} />
        </Group>
      </Box>
    </Stack>
  );
};
