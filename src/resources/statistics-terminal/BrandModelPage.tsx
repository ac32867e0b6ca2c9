import { statisticsApi } from '#contract/endpoints/statistics';
import { BreakdownsPage } from '../../dashboards/frame/BreakdownsPage';

const DIMENSIONS = ['brand', 'model'];

/** 机型分析 (spec §2 terminal brand-model, issue 14): users per device brand and model. */
export const BrandModelPage = () => (
  <BreakdownsPage title="app.navigation.pages.brand-model" testId="brand-model-page" endpoint={statisticsApi.brandModel} dimensions={DIMENSIONS} />
);
