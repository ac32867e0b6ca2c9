import { statisticsApi } from '#contract/endpoints/statistics';
import { TrendPage } from '../../dashboards/frame/TrendPage';

/** 车主服务分析 (spec §2 owner-service): find-my-car and parking payment, used and succeeded, and their success rates. */
export const OwnerServicePage = () => (
  <TrendPage
    title="app.navigation.pages.owner-service"
    testId="owner-service-page"
    endpoint={statisticsApi.ownerService}
    cards={['findCarUses', 'findCarSuccesses', 'findCarSuccessRate', 'parkingPaymentUses', 'parkingPaymentSuccesses', 'parkingPaymentSuccessRate']}
    sections={[
      { section: 'find_car', metrics: ['findCarUses', 'findCarSuccesses'] },
      { section: 'parking_payment', metrics: ['parkingPaymentUses', 'parkingPaymentSuccesses'] },
    ]}
  />
);
