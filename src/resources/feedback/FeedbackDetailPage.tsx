import { useState } from 'react';
import { Alert, Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { feedbackApi } from '#contract/endpoints/feedback';
import type { FeedbackDetail } from '#contract/schemas/feedback';
import { call } from '../../dataProvider/httpClient';
import { LevelMapPanel } from '../../maps/LevelMapPanel';
import { MapLoadState } from '../../maps/MapLoadState';
import { defaultLevel } from '../../maps/mapModel';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { lazyView } from '../lazyView';
import { useDraftFloorPlan } from '../region/useRegionMap';
import { FeedbackControls, FeedbackTimeline, feedbackKey } from './FeedbackHandling';
import { BeaconsPanel, ReportPanel, TrackNote } from './FeedbackPanels';
import { FEEDBACK_LIST_PATH } from './paths';

const FeedbackMap = lazyView(() => import('./FeedbackMap'), 'FeedbackMap');
const MAP_HEIGHT = 420;

/** The feedback's building map, on the place's level (else the track's, else the default). */
const PlaceMap = ({ detail }: { detail: FeedbackDetail }) => {
  const [locale] = useLocaleState();
  const { state, plan } = useDraftFloorPlan(detail.buildingId);
  const poiTypes = usePoiTypes(detail.buildingId);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <MapLoadState state={state} height={MAP_HEIGHT}>
      {() => {
        if (!plan) return <CircularProgress />;
        const first = detail.place?.levelId ?? detail.track?.points[0]?.levelId ?? defaultLevel(plan.levels, plan.features)?.id ?? 0;
        const levelId = chosen ?? first;
        return (
          <LevelMapPanel levels={plan.levels} levelId={levelId} onLevel={setChosen} height={MAP_HEIGHT} testId="feedback-map">
            <FeedbackMap base={plan} poiTypes={poiTypes} levelId={levelId} english={locale !== 'zh'} detail={detail} />
          </LevelMapPanel>
        );
      }}
    </MapLoadState>
  );
};

const Detail = ({ id }: { id: number }) => {
  const query = useQuery({ queryKey: feedbackKey(id), queryFn: () => call(feedbackApi.one, { query: { id }, silent: true }), retry: false });
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <CircularProgress />;
  const detail = query.data;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <ReportPanel detail={detail} />
        <PlaceMap detail={detail} />
        <TrackNote detail={detail} />
        <BeaconsPanel detail={detail} />
      </Stack>
      <Stack spacing={2} sx={{ width: { xs: '100%', lg: 400 }, flexShrink: 0 }}>
        <FeedbackControls detail={detail} />
        <Box>
          <TimelineTitle />
          <FeedbackTimeline detail={detail} />
        </Box>
      </Stack>
    </Stack>
  );
};

const TimelineTitle = () => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
      {translate('app.feedback.timeline')}
    </Typography>
  );
};

/** 反馈详情 (issue 18): the report, its place on the map with the beacons around it, the track, the history and the handling. */
export const FeedbackDetailPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const n = Number(id);
  return (
    <Box sx={{ p: 2 }} data-testid="feedback-detail-page">
      <Title title={translate('app.navigation.pages.feedback-detail')} />
      <Link component={RouterLink} to={FEEDBACK_LIST_PATH} sx={{ display: 'inline-block', mb: 1 }}>
        ← {translate('app.feedback.back')}
      </Link>
      {Number.isInteger(n) && n > 0 ? <Detail id={n} /> : <Alert severity="error">{translate('ra.page.not_found')}</Alert>}
    </Box>
  );
};
