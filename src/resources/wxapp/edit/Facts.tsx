import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WxappDto } from '../../../../server/src/schemas/wxapp';
import { StateChip, useDateTime } from '../code/shared';

/** The mini-program's facts as WeChat reported them (read-only). */
export const Facts = ({ record }: { record: WxappDto }) => {
  const translate = useTranslate();
  const time = useDateTime();
  const row = (label: string, value: React.ReactNode) => (
    <Box key={label} sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  const field = (name: string) => translate(`resources.wxapp.fields.${name}`);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar src={record.headImg || undefined} alt="" sx={{ width: 56, height: 56 }}>
        {record.nickName.slice(0, 1)}
      </Avatar>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {row(field('nickName'), <strong>{record.nickName}</strong>)}
        {row(field('authorizerAppid'), <span style={{ fontFamily: 'monospace' }}>{record.authorizerAppid}</span>)}
        {row(field('userName'), record.userName)}
        {row(field('principalName'), record.principalName)}
        {row(translate('app.wxapp.edit.platform'), record.openPlatformName)}
        {row(
          field('status'),
          <Chip size="small" color={record.status === 'authorized' ? 'success' : 'default'} label={translate(`app.wxapp.statuses.${record.status}`)} />,
        )}
        {row(field('authorizedAt'), time(record.authorizedAt))}
        {row(field('commitVersion'), record.commitVersion ?? '—')}
        {row(field('auditStatus'), <StateChip state={record.auditStatus} kind="audit" />)}
        {row(field('releasedVersion'), record.releasedVersion ?? '—')}
      </Box>
    </Stack>
  );
};
