import { Box, ButtonBase, Tooltip } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { isThemeColor, THEME_SWATCHES } from './settings';

/** Issue 12: the check mark on a swatch in white, or dark where white would fall under 3:1 (light swatches). */
const checkColor = (color: string) => (getContrastRatio(color, '#fff') >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)');

interface Props {
  value: string;
  onChange: (color: string) => void;
}

/** Theme colour swatches (the default #3a72ed first, each shown as picked) and a free colour input; the theme derives its shades (issue 12). */
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
          sx={{ width: 26, height: 26, borderRadius: '4px', backgroundColor: color, color: checkColor(color) }}
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
