import { FormControlLabel, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { levelLabel, levelsTopDown } from './mapModel';
import type { MapLevel, MapMode } from './types';
import { ChoiceToggle } from '../shell/layout/ChoiceToggle';
import { moveFocusInGroup, rovingTabIndex } from '../shell/layout/rovingFocus';

/** One button per level, highest on top, as a lift panel; one Tab stop, ↑/↓ move between levels, Enter or Space shows one (issue 12). */
export const LevelSwitcher = ({ levels, value, onChange }: { levels: readonly MapLevel[]; value: number; onChange: (id: number) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      orientation="vertical"
      exclusive
      size="small"
      value={value}
      onChange={(_, id: number | null) => id !== null && onChange(id)}
      onKeyDown={moveFocusInGroup}
      aria-label={translate('app.maps.levels')}
    >
      {levelsTopDown(levels).map((level) => (
        <ToggleButton
          key={level.id}
          value={level.id}
          tabIndex={rovingTabIndex(level.id === value)}
          title={level.name}
          sx={{ minWidth: 48, textTransform: 'none' }}
        >
          {levelLabel(level, levels)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

const MODES = [
  ['2d', 'app.maps.mode_2d'],
  ['3d', 'app.maps.mode_3d'],
] as const;

export const ModeToggle = ({
  value,
  onChange,
  orientation,
}: {
  value: MapMode;
  onChange: (mode: MapMode) => void;
  orientation?: 'horizontal' | 'vertical';
}) => <ChoiceToggle value={value} choices={MODES} onChange={onChange} label="app.maps.view_mode" orientation={orientation} />;

export const RoadSwitch = ({ value, onChange }: { value: boolean; onChange: (show: boolean) => void }) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch size="small" checked={value} onChange={(event) => onChange(event.target.checked)} />}
      label={translate('app.maps.roads')}
    />
  );
};
