import { statisticsApi } from '../../../server/src/contract/statistics';
import { DashboardFrame } from '../frame/DashboardFrame';
import { useLabeller } from '../model/useLabeller';
import { KpiCards } from '../widgets/KpiCards';
import { TrendSections } from '../widgets/TrendSections';

const CARDS = ['findCarUses', 'findCarSuccesses', 'findCarSuccessRate', 'parkingPaymentUses', 'parkingPaymentSuccesses', 'parkingPaymentSuccessRate'];

/** 车主服务分析 (spec §2 owner-service, issue 14): find-my-car and parking payment, used and succeeded, and their success rates. */
export const OwnerServicePage = () => {
  const labels = useLabeller();
  return (
    <DashboardFrame title="app.navigation.pages.owner-service" testId="owner-service-page" endpoint={statisticsApi.ownerService}>
      {(stats, view) => (
        <>
          <KpiCards trend={stats.trend} metrics={CARDS} />
          <TrendSections
            stats={stats}
            view={view}
            parts={[
              { title: labels.text('sections.find_car'), metrics: ['findCarUses', 'findCarSuccesses'] },
              { title: labels.text('sections.parking_payment'), metrics: ['parkingPaymentUses', 'parkingPaymentSuccesses'] },
            ]}
          />
        </>
      )}
    </DashboardFrame>
  );
};
