import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PushStateValue } from '#contract/endpoints/push';

/** Issue 18: a push's state as a chip (colour with its text, never colour alone). */
const COLORS: Record<PushStateValue, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
  failed: 'error',
};

export const PushStateChip = ({ state }: { state: PushStateValue }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'draft' || state === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(`app.push.state.${state}`)}
      data-state={state}
    />
  );
};

/** Opened / sent as a percentage, or a dash before anything was sent. */
export const openRate = (funnel: { sent: number; opened: number }): string => {
  if (funnel.sent <= 0) return '—';
  const percent = (funnel.opened / funnel.sent) * 100;
  // One decimal below 10 %: one open among hundreds is not 0 %.
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
};
