import { statisticsApi } from '#contract/endpoints/statistics';
import { BreakdownsPage } from '../../dashboards/frame/BreakdownsPage';

const DIMENSIONS = ['gender', 'ageBand', 'province', 'language'];

/** 用户属性分析 (spec §2 user-attribute, issue 14): what users shared: gender, age band, province, language. */
export const UserAttributePage = () => (
  <BreakdownsPage title="app.navigation.pages.user-attribute" testId="user-attribute-page" endpoint={statisticsApi.userAttribute} dimensions={DIMENSIONS} />
);
