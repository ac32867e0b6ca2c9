import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { Alert, Avatar, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { WxappDto } from '#contract/schemas/wxapp';
import { quiet } from '../../../dataProvider/quiet';
import { EmptyState } from '../../../shell/layout/EmptyState';
import { AppGroupFilter } from '../../app-group/AppGroupFilter';
import { StateChip } from '../code/shared';
import { GroupLinks } from '../group/GroupLinks';
import { usePlatformChoices } from './lookups';

const PlatformFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data = [], isPending } = usePlatformChoices();
  return <SelectInput source={source} choices={data.map((p) => ({ id: p.id, name: p.name }))} isPending={isPending} sx={{ minWidth: 180 }} />;
};

const STATUSES = [
  { id: 'authorized', name: 'app.wxapp.statuses.authorized' },
  { id: 'unauthorized', name: 'app.wxapp.statuses.unauthorized' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <PlatformFilter key="openPlatformId" source="openPlatformId" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn sx={{ minWidth: 160 }} />,
  <AppGroupFilter key="appGroupId" source="appGroupId" alwaysOn />,
];

/** The authorization's return (`?authorized=<appid>` or `?authorizeError=<text>`, from the server's redirect). */
const ReturnAlert = () => {
  const translate = useTranslate();
  const params = new URLSearchParams(useLocation().search);
  const ok = params.get('authorized');
  const failed = params.get('authorizeError');
  if (ok)
    return (
      <Alert severity="success" sx={{ mt: 1 }}>
        {translate('app.wxapp.authorizedAlert', { appid: ok })}
      </Alert>
    );
  if (failed)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        {translate('app.wxapp.authorizeErrorAlert', { text: failed })}
      </Alert>
    );
  return null;
};

const NoWxapps = () => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={ChatOutlinedIcon}
      title="app.wxapp.emptyTitle"
      text="app.wxapp.emptyBody"
      actions={
        <Button variant="outlined" component={Link} to="/wxapp/open-list">
          {translate('app.navigation.pages.wxapp-open-list')}
        </Button>
      }
      create
      testId="wxapp-empty"
    />
  );
};

/** 小程序列表 (spec §2 wxapp-list, issue 17): the mini-programs authorized to the third-party platforms. */
export const WxappList = () => {
  const translate = useTranslate();
  return (
    <>
      <ReturnAlert />
      <List<WxappDto>
        filters={filters}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <GroupLinks />
            <CreateButton />
          </TopToolbar>
        }
        queryOptions={quiet}
        exporter={false}
        empty={<NoWxapps />}
        title={translate('app.navigation.pages.wxapp-list')}
      >
        <DataTable<WxappDto> rowClick="edit" bulkActionButtons={false} sx={{ '& td': { verticalAlign: 'middle' } }}>
          <DataTable.Col<WxappDto>
            source="nickName"
            disableSort
            render={(r) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 180 }}>
                <Avatar src={r.headImg || undefined} alt="" sx={{ width: 32, height: 32 }}>
                  {r.nickName.slice(0, 1)}
                </Avatar>
                <Box>
                  <Box sx={{ fontWeight: 500 }}>{r.nickName}</Box>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                    {r.authorizerAppid}
                  </Typography>
                </Box>
              </Stack>
            )}
          />
          <DataTable.Col<WxappDto> source="principalName" disableSort />
          <DataTable.Col<WxappDto> source="openPlatformName" disableSort />
          <DataTable.Col<WxappDto>
            source="status"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={r.status === 'authorized' ? 'success' : 'default'}
                variant={r.status === 'authorized' ? 'filled' : 'outlined'}
                label={translate(`app.wxapp.statuses.${r.status}`)}
              />
            )}
          />
          <DataTable.Col<WxappDto> source="appName" disableSort render={(r) => r.appName ?? '—'} />
          <DataTable.Col<WxappDto> source="releasedVersion" disableSort render={(r) => r.releasedVersion ?? '—'} />
          <DataTable.Col<WxappDto> source="auditStatus" disableSort render={(r) => <StateChip state={r.auditStatus} kind="audit" />} />
          <DataTable.Col<WxappDto>
            label="app.wxapp.open.actions"
            disableSort
            render={(r) => (
              <Button size="small" component={Link} to={`/wxapp/code/${r.id}`} onClick={(e) => e.stopPropagation()}>
                {translate('app.wxapp.code')}
              </Button>
            )}
          />
        </DataTable>
      </List>
    </>
  );
};
