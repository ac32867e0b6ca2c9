import { Suspense, type ReactNode } from 'react';
import { CircularProgress, Paper, Stack, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LevelSwitcher } from './MapControls';
import type { MapLevel } from './types';

interface Props {
  levels: readonly MapLevel[];
  levelId: number;
  onLevel: (levelId: number) => void;
  height: number;
  /** The map frame's data-testid (the frame also says its level in data-level). */
  testId: string;
  /** The map: a lazy chunk, a spinner until it has loaded. */
  children: ReactNode;
  /** Drawn over the map (a legend). */
  overlay?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A page's map of one level: the lift panel beside the framed map (issue 15's heat map, activity status, track playback and location quality). */
export const LevelMapPanel = ({ levels, levelId, onLevel, height, testId, children, overlay, sx }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <LevelSwitcher levels={levels} value={levelId} onChange={onLevel} />
      <Paper variant="outlined" sx={{ position: 'relative', flex: 1, minWidth: 0, height, overflow: 'hidden' }} data-testid={testId} data-level={levelId}>
        <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>{children}</Suspense>
        {overlay}
      </Paper>
    </Stack>
  );
};
