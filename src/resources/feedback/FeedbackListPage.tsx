import { Box, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATES } from '#contract/endpoints/feedback';
import type { FeedbackSummary } from '#contract/schemas/feedback';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { quiet } from '../../dataProvider/quiet';
import { feedbackDetailLink } from './paths';
import { StateChip } from './StateChip';
import { useAssignees } from './useAssignees';

/** The registry's resource whose `page` call lists feedback (./index.ts). */
const RESOURCE = 'feedback';

const BuildingFeedback = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const assignees = useAssignees(buildingId);
  const filters = [
    <SelectInput
      key="category"
      source="category"
      choices={FEEDBACK_CATEGORIES.map((id) => ({ id, name: translate(`app.feedback.category.${id}`) }))}
      alwaysOn
    />,
    <SelectInput key="state" source="state" choices={FEEDBACK_STATES.map((id) => ({ id, name: translate(`app.feedback.state.${id}`) }))} alwaysOn />,
    <SelectInput
      key="assigneeId"
      source="assigneeId"
      choices={[{ id: 0, name: translate('app.feedback.unassigned') }, ...assignees.map((a) => ({ id: a.id, name: a.name }))]}
      alwaysOn
    />,
    <TextInput key="q" source="q" alwaysOn resettable sx={{ width: 220 }} />,
  ];
  return (
    <List<FeedbackSummary>
      resource={RESOURCE}
      storeKey={`feedback.list.${buildingId}`}
      filter={{ buildingId }}
      filters={filters}
      sort={{ field: 'time', order: 'DESC' }}
      queryOptions={quiet}
      exporter={false}
      actions={false}
      title={translate('app.navigation.pages.feedback-list')}
      disableSyncWithLocation={false}
      empty={false}
    >
      <DataTable<FeedbackSummary>
        bulkActionButtons={false}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="feedback-empty">
            {translate('app.feedback.empty')}
          </Typography>
        }
        rowClick={(_, __, record) => (navigate(feedbackDetailLink(Number(record.id))), false)}
      >
        <DataTable.Col source="time" disableSort render={(r) => new Date(r.time).toLocaleString()} />
        <DataTable.Col source="category" disableSort render={(r) => translate(`app.feedback.category.${r.category}`)} />
        <DataTable.Col
          source="text"
          disableSort
          render={(r) => (
            <Typography variant="body2" sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.text}>
              {r.text}
            </Typography>
          )}
        />
        <DataTable.Col source="state" disableSort render={(r) => <StateChip state={r.state} />} />
        <DataTable.Col source="assignee" disableSort render={(r) => r.assignee?.name ?? translate('app.feedback.unassigned')} />
        <DataTable.Col source="platform" disableSort render={(r) => translate(`app.statistics.values.platform.${r.platform}`, { _: r.platform })} />
        <DataTable.NumberCol source="screenshots" disableSort />
      </DataTable>
    </List>
  );
};

/** 反馈列表 (issue 18): the building's user feedback, newest first, filtered by category, state, assignee and text; a row opens it. */
export const FeedbackListPage = () => {
  const translate = useTranslate();
  return (
    <BuildingPage title="app.navigation.pages.feedback-list" testId="feedback-list-page">
      {(buildingId) => (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.feedback.intro')}
          </Typography>
          <BuildingFeedback buildingId={buildingId} />
        </Box>
      )}
    </BuildingPage>
  );
};
