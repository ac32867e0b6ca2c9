import { Box, ButtonBase, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { isThemeColor, THEME_SWATCHES } from './settings';

interface Props {
  value: string;
  onChange: (color: string) => void;
}

/** Theme colour swatches (the default #3a72ed first) and a free colour input. */
export const ThemeColorPicker = ({ value, onChange }: Props) => {
  const translate = useTranslate();
  const current = value.toLowerCase();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label={translate('app.layout.settings.theme')}>
      {THEME_SWATCHES.map((color) => (
        <ButtonBase
          key={color}
          aria-label={color}
          aria-pressed={color === current}
          data-testid="theme-swatch"
          onClick={() => onChange(color)}
          sx={{ width: 26, height: 26, borderRadius: '4px', backgroundColor: color, color: '#fff' }}
        >
          {color === current && <CheckIcon sx={{ fontSize: 18 }} />}
        </ButtonBase>
      ))}
      <Tooltip title={translate('app.layout.settings.custom_color')}>
        <Box
          component="input"
          type="color"
          value={current}
          aria-label={translate('app.layout.settings.custom_color')}
          onChange={(event) => isThemeColor(event.target.value) && onChange(event.target.value.toLowerCase())}
          sx={{ width: 30, height: 30, p: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      </Tooltip>
    </Box>
  );
};
