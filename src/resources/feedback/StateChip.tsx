import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FeedbackStateValue } from '#contract/endpoints/feedback';

/** Issue 18: a feedback's state as a chip; open stands out, closed recedes (colours with text, never colour alone). */
const COLORS: Record<FeedbackStateValue, 'warning' | 'info' | 'success' | 'default'> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  closed: 'default',
};

export const StateChip = ({ state }: { state: FeedbackStateValue }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'closed' ? 'outlined' : 'filled'}
      label={translate(`app.feedback.state.${state}`)}
      data-state={state}
    />
  );
};
