import { Box, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROAD_COLORS } from './roadLayers';

const Swatch = ({ color, round = false }: { color: string; round?: boolean }) => (
  <Box
    component="span"
    sx={{
      width: round ? 14 : 22,
      height: round ? 14 : 5,
      borderRadius: round ? '50%' : 1,
      bgcolor: color,
      flexShrink: 0,
      border: round ? '2px solid #fff' : 0,
    }}
  />
);

/** What the road colours mean, over the map's lower left corner. */
export const RoadLegend = ({ route }: { route: boolean }) => {
  const translate = useTranslate();
  const entries: [string, string, boolean][] = [
    ['open', ROAD_COLORS.open, false],
    ['closed', ROAD_COLORS.closed, false],
    ['selected', ROAD_COLORS.selected, false],
    ...(route
      ? ([
          ['route', ROAD_COLORS.route, false],
          ['start', '#2a9d8f', true],
          ['end', '#7b2cbf', true],
        ] as [string, string, boolean][])
      : []),
  ];
  return (
    <Paper
      elevation={2}
      component="section"
      aria-label={translate('app.maps.legend')}
      data-testid="road-legend"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        px: 1.25,
        py: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        fontSize: 12,
        maxWidth: 'calc(100% - 16px)',
      }}
    >
      {entries.map(([key, color, round]) => (
        <Box key={key} component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Swatch color={color} round={round} />
          {translate(`app.roads.legend.${key}`)}
        </Box>
      ))}
    </Paper>
  );
};
