import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LegendEntry } from './mapModel';

/** The unit categories drawn on the current level with their colours. */
export const MapLegend = ({ entries }: { entries: readonly LegendEntry[] }) => {
  const translate = useTranslate();
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-label={translate('app.maps.legend')}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.maps.legend')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.category} data-testid="legend-entry" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 13 }}>
            <Box
              component="span"
              data-color={entry.color}
              sx={{ width: 14, height: 14, flexShrink: 0, borderRadius: 0.5, border: '1px solid rgba(0,0,0,0.25)', bgcolor: entry.color }}
            />
            {translate(entry.labelKey)}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
