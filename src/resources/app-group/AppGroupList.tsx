import { Box, Chip, Stack, Typography } from '@mui/material';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { AppGroupDto } from '#contract/schemas/appGroup';
import { quiet } from '../../dataProvider/quiet';
import { EmptyState } from '../../shell/layout/EmptyState';

/** At most this many app chips per row; the rest are counted. */
const SHOWN_APPS = 4;

const Apps = ({ record }: { record: AppGroupDto }) => {
  const translate = useTranslate();
  if (!record.apps.length) return <>—</>;
  const rest = record.apps.length - SHOWN_APPS;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 520 }}>
      {record.apps.slice(0, SHOWN_APPS).map((a) => (
        <Chip key={a.id} size="small" variant="outlined" label={a.name} title={a.companyName} />
      ))}
      {rest > 0 && <Chip size="small" label={translate('app.appGroups.more', { smart_count: rest })} />}
    </Stack>
  );
};

/** No group yet: what groups are for, and the way to make one. */
const noGroups = <EmptyState icon={WorkspacesOutlinedIcon} title="app.appGroups.emptyTitle" text="app.appGroups.emptyBody" create testId="app-group-empty" />;

const filters = [<SearchInput key="name" source="name" alwaysOn />];

/** 应用分组 (spec §2 app-group-list, issue 16): groups of location apps (a brand's malls), each with its apps. */
export const AppGroupList = () => {
  const translate = useTranslate();
  return (
    <List<AppGroupDto>
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      empty={noGroups}
      title={translate('app.navigation.pages.app-group-list')}
    >
      <DataTable<AppGroupDto> rowClick="edit" bulkActionButtons={false} sx={{ '& td': { verticalAlign: 'top' } }}>
        <DataTable.Col<AppGroupDto>
          source="name"
          cellSx={() => ({ minWidth: 140 })}
          render={(r) => (
            <Box>
              <Box sx={{ fontWeight: 500 }}>{r.name}</Box>
              {r.description && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {r.description}
                </Typography>
              )}
            </Box>
          )}
        />
        <DataTable.Col<AppGroupDto> source="apps" disableSort render={(r) => <Apps record={r} />} />
        <DataTable.NumberCol source="appCount" sortByOrder="DESC" />
        <DataTable.Col<AppGroupDto>
          source="updatedAt"
          sortByOrder="DESC"
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(r) => new Date(r.updatedAt).toLocaleString()}
        />
      </DataTable>
    </List>
  );
};
