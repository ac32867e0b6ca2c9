import { Avatar, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WxappDto } from '#contract/schemas/wxapp';
import { FactList } from '../../../shell/layout/FactList';
import { StateChip, useDateTime } from '../code/shared';

/** The mini-program's facts as WeChat reported them (read-only). */
export const Facts = ({ record }: { record: WxappDto }) => {
  const translate = useTranslate();
  const time = useDateTime();
  const field = (name: string) => translate(`resources.wxapp.fields.${name}`);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar src={record.headImg || undefined} alt="" sx={{ width: 56, height: 56 }}>
        {record.nickName.slice(0, 1)}
      </Avatar>
      <FactList
        facts={[
          { label: field('nickName'), value: <strong>{record.nickName}</strong> },
          { label: field('authorizerAppid'), value: <span style={{ fontFamily: 'monospace' }}>{record.authorizerAppid}</span> },
          { label: field('userName'), value: record.userName },
          { label: field('principalName'), value: record.principalName },
          { label: translate('app.wxapp.edit.platform'), value: record.openPlatformName },
          {
            label: field('status'),
            value: (
              <Chip size="small" color={record.status === 'authorized' ? 'success' : 'default'} label={translate(`app.wxapp.statuses.${record.status}`)} />
            ),
          },
          { label: field('authorizedAt'), value: time(record.authorizedAt) },
          { label: field('commitVersion'), value: record.commitVersion ?? '—' },
          { label: field('auditStatus'), value: <StateChip state={record.auditStatus} kind="audit" /> },
          { label: field('releasedVersion'), value: record.releasedVersion ?? '—' },
        ]}
      />
    </Stack>
  );
};
