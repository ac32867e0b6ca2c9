import { useState } from 'react';
import { Box, Divider, Drawer, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { deriveShades } from '../shell/layout/contrast';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { updateSetting } from './settingsStore';
import { ThemeColorPicker } from './ThemeColorPicker';
import { useSettings } from './useSettings';

/** Spec §2/§9: the handle sits 250 px from the top on the right edge; 48 px square; the panel is 260 px wide. */
const HANDLE_TOP = 250;
const HANDLE_SIZE = 48;
const PANEL_WIDTH = 260;

const SWITCHES = [
  { key: 'tagsView', label: 'app.layout.settings.tags_view' },
  { key: 'fixedHeader', label: 'app.layout.settings.fixed_header' },
  { key: 'sidebarLogo', label: 'app.layout.settings.sidebar_logo' },
] as const satisfies readonly { key: keyof Settings; label: string }[];

/** The settings panel (closed by default) sliding in from the right over a dimmed backdrop; changes apply and persist at once. */
export const SettingsPanel = () => {
  const translate = useTranslate();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  if (!settings.showSettings) return null;
  const label = translate(open ? 'app.layout.settings.close' : 'app.layout.settings.open');

  return (
    <>
      <IconButton
        aria-label={label}
        aria-expanded={open}
        data-testid="settings-handle"
        onClick={() => setOpen(!open)}
        sx={(theme) => ({
          position: 'fixed',
          top: HANDLE_TOP,
          right: open ? PANEL_WIDTH : 0,
          width: HANDLE_SIZE,
          height: HANDLE_SIZE,
          borderRadius: '6px 0 0 6px',
          color: theme.palette.primary.contrastText,
          backgroundColor: theme.palette.primary.main,
          zIndex: theme.zIndex.drawer + 1,
          transition: theme.transitions.create('right', { duration: theme.transitions.duration.enteringScreen }),
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        })}
      >
        {open ? <CloseIcon /> : <SettingsIcon />}
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: PANEL_WIDTH } } }}>
        <Box data-testid="settings-panel" sx={{ p: 3 }}>
          <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 2 }}>
            {translate('app.layout.settings.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.layout.settings.theme')}
          </Typography>
          <ThemeColorPicker value={settings.theme} onChange={(color) => updateSetting('theme', color)} />
          <Typography variant="caption" color="text.secondary" component="p" data-testid="theme-note" sx={{ mt: 1 }}>
            {translate('app.layout.settings.theme_note', { spec: DEFAULT_SETTINGS.theme, shade: deriveShades(settings.theme).main })}
          </Typography>
          <Divider sx={{ my: 2 }} />
          {SWITCHES.map(({ key, label: text }) => (
            <FormControlLabel
              key={key}
              labelPlacement="start"
              label={translate(text)}
              control={<Switch checked={settings[key]} onChange={(event) => updateSetting(key, event.target.checked)} />}
              sx={{ display: 'flex', justifyContent: 'space-between', ml: 0, mb: 1 }}
            />
          ))}
        </Box>
      </Drawer>
    </>
  );
};
