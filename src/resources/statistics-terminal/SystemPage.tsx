import { statisticsApi } from '#contract/endpoints/statistics';
import { BreakdownsPage } from '../../dashboards/frame/BreakdownsPage';

const DIMENSIONS = ['os', 'osVersion'];

/** 操作系统分析 (spec §2 terminal system, issue 14): users per operating system and version. */
export const SystemPage = () => (
  <BreakdownsPage title="app.navigation.pages.system" testId="system-page" endpoint={statisticsApi.system} dimensions={DIMENSIONS} />
);
