import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { LinearProgress, LoadingIndicator } from 'react-admin';
import { NamedProgress } from '../../../src/shell/layout/NamedProgress';
import { renderAt } from '../render';

/** A request that never ends, so react-admin's loading indicator stays on. */
const Pending = () => {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => undefined) });
  return (
    <NamedProgress>
      <LoadingIndicator />
      {/* What a reference input or field draws while its record loads (react-admin's, shown after a delay). */}
      <LinearProgress timeout={0} />
    </NamedProgress>
  );
};

describe('issue 12 (axe aria-progressbar-name): spinners and progress bars are named in the console’s language', () => {
  it('the header’s loading indicator and react-admin’s progress bar, in Chinese', async () => {
    renderAt(<Pending />);
    expect(await screen.findAllByRole('progressbar', { name: '加载中' })).toHaveLength(2);
  });

  it('in English too', async () => {
    renderAt(<Pending />, { locale: 'en' });
    expect(await screen.findAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
  });
});

describe('issue 19: a spinner only turns (its arc drawn again on every frame took a software-drawn page’s GPU thread while the map loaded)', () => {
  it('react-admin’s loading indicator in the console’s theme: the arc keeps its length', async () => {
    const { container } = renderAt(<Pending />);
    await screen.findAllByRole('progressbar', { name: '加载中' });
    const arcs = container.querySelectorAll('.MuiCircularProgress-circle');
    expect(arcs.length).toBe(1);
    expect(arcs[0]!.classList.contains('MuiCircularProgress-circleDisableShrink')).toBe(true);
  });
});
