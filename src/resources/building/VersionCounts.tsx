import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FeatureCounts } from './types';

const COUNT_KEYS: readonly (keyof FeatureCounts)[] = ['units', 'openings', 'amenities', 'pois', 'sections', 'roads'];

/** A version's features in one line: "单元 144 · 门 142 · …". */
export const VersionCounts = ({ counts }: { counts: FeatureCounts }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'normal' }}>
      {COUNT_KEYS.map((key) => `${translate(`app.buildings.counts.${key}`)} ${counts[key] ?? 0}`).join(' · ')}
    </Typography>
  );
};
