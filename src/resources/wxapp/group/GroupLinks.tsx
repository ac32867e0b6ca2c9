import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { appGroupApi } from '#contract/endpoints/appGroup';
import { call } from '../../../dataProvider/httpClient';

/** Issue 17 分组发布: a select of the app groups and a link to the chosen group's release page (placed on the list page). */
export const GroupLinks = () => {
  const translate = useTranslate();
  const [groupId, setGroupId] = useState<number | ''>('');
  const groups = useQuery({ queryKey: ['wxapp-group-links'], queryFn: () => call(appGroupApi.page, { query: { page: 1, size: 200 }, silent: true }) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, mr: 1 }} data-testid="wxapp-group-links">
      <TextField
        select
        size="small"
        label={translate('app.wxappCode.group.choose')}
        value={groupId}
        onChange={(e) => setGroupId(Number(e.target.value))}
        sx={{ width: 180 }}
      >
        {groups.data?.records.map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        component={Link}
        to={groupId ? `/wxapp/group/${groupId}` : '#'}
        disabled={!groupId}
      >
        {translate('app.wxappCode.group.links')}
      </Button>
    </Stack>
  );
};
