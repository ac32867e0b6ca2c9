import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { iconOf } from './icons';
import { previewItems } from './model';
import type { Source } from './types';

interface Props {
  appName: string;
  buildingName: string;
  sources: readonly Source[];
}

/** How the app shows the links: a phone-shaped panel listing the enabled links in order, with their icons and titles. */
export const PhonePreview = ({ appName, buildingName, sources }: Props) => {
  const translate = useTranslate();
  const items = previewItems(sources);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="source-preview-caption">
      <Typography id="source-preview-caption" component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1, textAlign: 'center' }}>
        {translate('app.sources.preview.title')}
      </Typography>
      <Box
        data-testid="source-preview"
        sx={{
          width: 280,
          height: 520,
          mx: 'auto',
          border: '10px solid #1f2937',
          borderRadius: '32px',
          bgcolor: '#f5f7fb',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          boxShadow: 3,
        }}
      >
        <Box sx={{ height: 20, display: 'flex', justifyContent: 'center', alignItems: 'center', bgcolor: '#1f2937' }}>
          <Box sx={{ width: 80, height: 6, borderRadius: 3, bgcolor: '#374151' }} />
        </Box>
        <Box sx={{ px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {appName}
          </Typography>
          <Typography variant="caption" component="p" noWrap>
            {buildingName}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {translate('app.sources.preview.empty')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={translate('app.sources.preview.title')}>
              {items.map((s) => {
                const Icon = iconOf(s.icon, s.type);
                return (
                  <ListItem key={s.id} divider sx={{ bgcolor: 'background.paper' }} data-testid="source-preview-item">
                    <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={s.title} slotProps={{ primary: { noWrap: true } }} />
                    <ChevronRightIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Box>
    </Box>
  );
};
