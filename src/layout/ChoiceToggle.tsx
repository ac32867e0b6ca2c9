import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ChoiceToggleProps<T extends string> {
  value: T;
  /** Each choice's value and its message key. */
  choices: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  /** Message key of the group's accessible name. */
  label: string;
  testId?: string;
}

/** A small exclusive switch between a few named choices (2D / 3D, published / draft); one is always on. */
export const ChoiceToggle = <T extends string>({ value, choices, onChange, label, testId }: ChoiceToggleProps<T>) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      aria-label={translate(label)}
      data-testid={testId}
    >
      {choices.map(([choice, key]) => (
        <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none', px: 1.5 }}>
          {translate(key)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
