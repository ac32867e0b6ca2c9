import { useQuery } from '@tanstack/react-query';
import { feedbackApi } from '#contract/endpoints/feedback';
import { call } from '../../dataProvider/httpClient';

/** Issue 18: who a building's feedback may be assigned to (enabled admins holding VIEW_FEEDBACK there). */
export const useAssignees = (buildingId: number) =>
  useQuery({
    queryKey: ['feedback-assignees', buildingId],
    queryFn: () => call(feedbackApi.assignees, { query: { buildingId }, silent: true }),
    staleTime: 60_000,
  }).data ?? [];
