import { Stack } from '@mui/material';
import type { Trend } from '#contract/schemas/statistics';
import { KpiCard } from './KpiCard';

/** The page's key figures, in the order the page names them (a card the answer lacks is left out). */
export const KpiCards = ({ trend, metrics }: { trend: Trend | undefined; metrics: readonly string[] }) => {
  const cards = metrics.flatMap((metric) => trend?.cards.find((card) => card.metric === metric) ?? []);
  if (!cards.length) return null;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} data-testid="kpi-cards">
      {cards.map((card) => (
        <KpiCard key={card.metric} metric={card.metric} value={card.value} previous={card.previous} />
      ))}
    </Stack>
  );
};
