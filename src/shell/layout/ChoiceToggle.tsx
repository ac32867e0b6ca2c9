import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moveFocusInGroup, rovingTabIndex } from './rovingFocus';

interface ChoiceToggleProps<T extends string> {
  value: T;
  /** Each choice's value and its message key. */
  choices: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  /** Message key of the group's accessible name. */
  label: string;
  testId?: string;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A small exclusive switch between a few named choices (2D / 3D, published / draft); one is always on.
 * Issue 12: one Tab stop (the pressed choice); arrow keys move between the choices, Enter or Space picks one.
 */
export const ChoiceToggle = <T extends string>({ value, choices, onChange, label, testId, orientation = 'horizontal' }: ChoiceToggleProps<T>) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      orientation={orientation}
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      onKeyDown={moveFocusInGroup}
      aria-label={translate(label)}
      data-testid={testId}
    >
      {choices.map(([choice, key]) => (
        <ToggleButton key={choice} value={choice} tabIndex={rovingTabIndex(choice === value)} sx={{ textTransform: 'none', px: 1.5 }}>
          {translate(key)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
