import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { LegendEntry } from './mapModel';

/**
 * The unit categories drawn on the current level with their colours. Issue 12: its heading is a
 * disclosure button (a Tab stop; Enter or Space folds or unfolds the list, `aria-expanded` tells which).
 */
export const MapLegend = ({ entries }: { entries: readonly LegendEntry[] }) => {
  const translate = useTranslate();
  const listId = useId();
  const [open, setOpen] = useState(true);
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-label={translate('app.maps.legend')}>
      <Typography variant="subtitle2" component="h3" sx={{ m: 0 }}>
        <Button
          color="inherit"
          size="small"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ textTransform: 'none', font: 'inherit', px: 0.5, ml: -0.5, mb: 0.5 }}
        >
          {translate('app.maps.legend')}
        </Button>
      </Typography>
      <Box
        component="ul"
        id={listId}
        hidden={!open}
        sx={{ listStyle: 'none', m: 0, p: 0, display: open ? 'grid' : 'none', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}
      >
        {entries.map((entry) => (
          <Box component="li" key={entry.category} data-testid="legend-entry" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 13 }}>
            <Box
              component="span"
              aria-hidden
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
