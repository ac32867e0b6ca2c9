import type { ReactElement } from 'react';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import type { AppUserRowDto } from '#contract/schemas/appUser';
import { quiet } from '../../dataProvider/quiet';
import { EmptyState } from '../../shell/layout/EmptyState';
import { AppGroupFilter } from '../app-group/AppGroupFilter';
import { ClearFiltersButton } from '../shared/ClearFiltersButton';
import { ListLoadError, ListPagination } from '../shared/ListLoadError';
import { activityPath, formatTime, useAppFilterChoices, usePlatformChoices } from './lookups';

const useFilters = (): ReactElement[] => {
  const translate = useTranslate();
  const apps = useAppFilterChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.appUsers.search')} sx={{ minWidth: 240 }} />,
    <AppGroupFilter key="appGroupId" source="appGroupId" alwaysOn />,
    <SelectInput key="appId" source="appId" label="app.appUsers.app" choices={apps.data ?? []} isPending={apps.isPending} alwaysOn sx={{ minWidth: 180 }} />,
    <SelectInput key="platform" source="platform" label="app.appUsers.platform" choices={usePlatformChoices()} alwaysOn sx={{ minWidth: 160 }} />,
  ];
};

const noUsers = <EmptyState icon={PersonOutlinedIcon} title="app.appUsers.emptyTitle" text="app.appUsers.emptyBody" testId="user-list-empty" />;
const noMatch = (
  <EmptyState
    icon={PersonOutlinedIcon}
    title="app.appUsers.noMatch"
    actions={<ClearFiltersButton label="app.appUsers.clearFilters" />}
    testId="user-list-no-match"
  />
);

const Device = ({ row }: { row: AppUserRowDto }) =>
  row.device ? (
    <Box>
      <Box>{`${row.device.brand} ${row.device.model}`}</Box>
      <Typography variant="caption" color="text.secondary">{`${row.device.os} ${row.device.osVersion}`}</Typography>
    </Box>
  ) : (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  );

/** 用户列表 (spec §2 /user, issue 16): the apps' end users by pseudonymous id; a row opens the user's activity. */
export const UserList = () => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const platformName = (p: string) => translate(`app.appUsers.platforms.${p}`, { _: p });
  return (
    <List<AppUserRowDto>
      filters={useFilters()}
      actions={<TopToolbar />}
      sort={{ field: 'lastSeen', order: 'DESC' }}
      queryOptions={quiet}
      exporter={false}
      empty={noUsers}
      error={<ListLoadError message="app.appUsers.loadFailed" retry="app.appUsers.retry" testId="user-list-error" />}
      pagination={<ListPagination />}
      title={translate('app.navigation.pages.user-list')}
    >
      <DataTable<AppUserRowDto>
        bulkActionButtons={false}
        rowClick={(id) => activityPath(String(id))}
        empty={noMatch}
        sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <DataTable.Col<AppUserRowDto> source="userId" render={(row) => <Box sx={{ fontFamily: 'monospace', fontWeight: 500 }}>{row.userId}</Box>} />
        <DataTable.Col<AppUserRowDto>
          source="apps"
          disableSort
          render={(row) => (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {row.apps.map((a) => (
                <Chip key={a.id} size="small" variant="outlined" label={a.name} />
              ))}
            </Stack>
          )}
        />
        <DataTable.Col<AppUserRowDto> source="platforms" disableSort render={(row) => row.platforms.map(platformName).join(' · ')} />
        <DataTable.Col<AppUserRowDto> source="firstSeen" render={(row) => formatTime(row.firstSeenAt, locale)} />
        <DataTable.Col<AppUserRowDto> source="lastSeen" render={(row) => formatTime(row.lastSeenAt, locale)} />
        <DataTable.NumberCol<AppUserRowDto> source="sessions" disableSort />
        <DataTable.Col<AppUserRowDto> source="device" disableSort render={(row) => <Device row={row} />} />
      </DataTable>
    </List>
  );
};
