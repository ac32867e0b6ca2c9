import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DayRangeFields, useUrlChoices } from '../../../src/dashboards/frame/DayRangeFields';
import { LocationProbe, renderAt } from '../render';

/**
 * Issue 15: the range fields of the heat map, the analyses and 定位功能 show the range the server answered while the
 * URL names no day; a range the server refuses has no answer, and the day the user did not touch must not go blank.
 */

/** The fields with the page's answer switched off and on again, as a refused and then an accepted range do. */
const Harness = () => {
  const [answered, setAnswered] = useState<{ from: string; to: string } | undefined>({ from: '2026-11-20', to: '2026-11-26' });
  return (
    <>
      <DayRangeFields from="" to="" answered={answered} set={() => undefined} testId="range" />
      <button type="button" onClick={() => setAnswered(undefined)}>
        refuse
      </button>
      <button type="button" onClick={() => setAnswered({ from: '2026-11-01', to: '2026-11-07' })}>
        answer
      </button>
    </>
  );
};

describe('issue 15: the day range fields', () => {
  it('show the answered range while the URL names no day', () => {
    renderAt(<Harness />);
    expect(screen.getByTestId('range-from')).toHaveValue('2026-11-20');
    expect(screen.getByTestId('range-to')).toHaveValue('2026-11-26');
  });

  it('keep the last answered range while a refused range has no answer, and follow the next answer', () => {
    renderAt(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(screen.getByTestId('range-to')).toHaveValue('2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(screen.getByTestId('range-from')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('range-to')).toHaveValue('2026-11-07');
  });
});

/** Two choices made before the page renders again (both days typed while the page is busy), and one removed. */
const Choices = () => {
  const { set } = useUrlChoices();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set({ from: '2026-10-11' });
          set({ to: '2026-10-17' });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => set({ level: null })}>
        any level
      </button>
      <LocationProbe />
    </>
  );
};

describe('issue 15: choices kept in the URL', () => {
  it('a second change before the next render keeps the first, and the other parameters', () => {
    renderAt(<Choices />, { path: '/statistics/location/location-quality?level=3', route: '/statistics/location/location-quality' });
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/statistics/location/location-quality?level=3&from=2026-10-11&to=2026-10-17');
    fireEvent.click(screen.getByRole('button', { name: 'any level' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/statistics\/location\/location-quality\?from=2026-10-11&to=2026-10-17$/);
  });
});
