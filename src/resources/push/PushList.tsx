import { Box, Chip, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, CreateButton, DataTable, List, SearchInput, SelectInput, Title, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EDITABLE_STATES, PUSH_STATES } from '#contract/endpoints/push';
import type { Push } from '#contract/schemas/push';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { ICON_ONLY, RowDeleteButton } from '../shared/RowDeleteButton';
import { useAudienceLabel } from './audienceOptions';
import { pushDetailPath } from './paths';
import { PushStateChip, openRate } from './StateChip';

const RowActions = ({ canEdit }: { canEdit: boolean }) => {
  const record = useRecordContext<Push>();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      {canEdit && EDITABLE_STATES.includes(record.state) && (
        <Button label="app.push.edit" onClick={() => navigate(`/push/${record.id}`)} sx={ICON_ONLY} data-testid="push-edit">
          <EditOutlinedIcon />
        </Button>
      )}
      {canEdit && record.state !== 'sending' && (
        <RowDeleteButton confirmTitle="app.push.deleteTitle" confirmContent="app.push.deleteContent" testId="push-delete" />
      )}
    </Stack>
  );
};

const Delivery = ({ record }: { record: Push }) => (
  <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {record.funnel.sent + record.funnel.outbox} / {record.funnel.targeted}
  </Typography>
);

const BuildingPushes = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const audienceLabel = useAudienceLabel(buildingId);
  const { canAccess: canEdit } = useCanAccess({ resource: 'push', action: 'edit' });
  return (
    <List<Push>
      storeKey={`push.list.${buildingId}`}
      filter={{ buildingId }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.push.search')} sx={{ minWidth: 260 }} />,
        <SelectInput key="state" source="state" choices={PUSH_STATES.map((id) => ({ id, name: translate(`app.push.state.${id}`) }))} alwaysOn />,
      ]}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      queryOptions={quiet}
      exporter={false}
      empty={false}
      title={translate('app.navigation.pages.push-list')}
    >
      <DataTable<Push>
        bulkActionButtons={false}
        rowClick={(id) => {
          navigate(pushDetailPath(id));
          return false;
        }}
        sx={{ '& th': { whiteSpace: 'nowrap' } }}
      >
        <DataTable.Col source="title" disableSort />
        <DataTable.Col<Push>
          source="channel"
          disableSort
          render={(record) => <Chip size="small" variant="outlined" label={translate(`app.push.channelShort.${record.channel}`)} />}
        />
        <DataTable.Col<Push> source="audience" disableSort cellSx={() => ({ maxWidth: 240 })} render={(record) => audienceLabel(record.audience)} />
        <DataTable.Col<Push> source="state" disableSort render={(record) => <PushStateChip state={record.state} />} />
        <DataTable.Col<Push>
          source="sendAt"
          disableSort
          render={(record) => ((record.sentAt ?? record.sendAt) ? new Date(record.sentAt ?? record.sendAt!).toLocaleString() : '—')}
        />
        <DataTable.Col<Push> source="delivery" disableSort render={(record) => <Delivery record={record} />} />
        <DataTable.Col<Push> source="openRate" disableSort render={(record) => openRate(record.funnel)} />
        <DataTable.Col source="actions" label="" disableSort render={() => <RowActions canEdit={canEdit ?? false} />} />
      </DataTable>
    </List>
  );
};

/** 推送列表 (issue 18 push-list): the selected building's pushes, newest first, with state and delivery figures. */
export const PushList = () => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  if (buildingId === null)
    return (
      <Box p={2}>
        <Title title={translate('app.navigation.pages.push-list')} />
        <ChooseApplicationAlert />
      </Box>
    );
  return <BuildingPushes key={buildingId} buildingId={buildingId} />;
};
