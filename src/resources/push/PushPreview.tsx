// Issue 18: a phone-like preview of the message as the user gets it — WeChat's subscription-message card (the
// template's labels, the title in the first keyword and the content cut to 20 characters in the second), or the
// app's in-app notification.
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PUSH_LIMITS, pushApi } from '#contract/endpoints/push';
import { call } from '../../dataProvider/httpClient';

/** `活动名称:{{thing1.DATA}}` lines -> their labels, in order. */
const labelsOf = (content: string): string[] =>
  content
    .split('\n')
    .filter((line) => line.includes('{{'))
    .map((line) => line.split(/[:：]/)[0].trim());

const WechatCard = ({ buildingId, title, content }: { buildingId: number; title: string; content: string }) => {
  const translate = useTranslate();
  const templateId = useWatch({ name: 'templateId' }) as string | undefined;
  const templates = useQuery({ queryKey: ['push', 'templates', buildingId], queryFn: () => call(pushApi.templates, { query: { buildingId }, silent: true }) });
  const template = templates.data?.templates.find((t) => t.id === templateId);
  const [first, second] = template ? labelsOf(template.content) : ['', ''];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {templates.data?.miniProgram ?? translate('app.push.channel.wechat')}
        </Typography>
        <Typography variant="subtitle1" fontWeight={600}>
          {template?.title ?? translate('app.push.channel.wechat')}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {[
            [first, title.slice(0, PUSH_LIMITS.wechatValue)],
            [second, content.slice(0, PUSH_LIMITS.wechatValue)],
          ].map(([label, value], index) => (
            <Stack key={index} direction="row" spacing={1}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
                {label || '—'}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {value || '—'}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Divider />
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography variant="body2">{translate('app.push.previewOpen')}</Typography>
        <ChevronRightIcon fontSize="small" color="action" />
      </Stack>
    </Paper>
  );
};

const InappCard = ({ title, content }: { title: string; content: string }) => {
  const translate = useTranslate();
  return (
    <Paper elevation={3} sx={{ borderRadius: 3, px: 2, py: 1.5 }}>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="subtitle2" fontWeight={700} sx={{ wordBreak: 'break-all' }}>
          {title || '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.push.previewNow')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {content || '—'}
      </Typography>
    </Paper>
  );
};

export const PushPreview = ({ buildingId }: { buildingId: number }) => {
  const [title = '', content = '', channel] = useWatch({ name: ['title', 'content', 'channel'] }) as [string, string, string];
  return (
    <Box
      data-testid="push-preview"
      sx={{ border: 10, borderColor: 'grey.900', borderRadius: 6, bgcolor: 'grey.100', height: 520, p: 1.5, pt: 5, position: 'relative', overflow: 'hidden' }}
    >
      <Box sx={{ position: 'absolute', top: 10, left: '50%', transform: 'translateX(-50%)', width: 80, height: 18, borderRadius: 9, bgcolor: 'grey.900' }} />
      {channel === 'wechat' ? (
        <WechatCard buildingId={buildingId} title={title.trim()} content={content.trim()} />
      ) : (
        <InappCard title={title.trim()} content={content.trim()} />
      )}
    </Box>
  );
};
